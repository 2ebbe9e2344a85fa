/* The score pad: enter the raw points as they are made and the pips left at
   the end of each round; the pad settles the round, applies the target and
   the tie rules (score-pad-rules.js, the engine's rules from data-rules) and
   keeps the match in local storage, so a reload or a locked phone loses
   nothing. Every word comes from the page (data-text-*). */
(function () {
  "use strict";

  function setUp(root) {
    var Rules = window.ScorePadRules;
    var rules = JSON.parse(root.getAttribute("data-rules"));
    var lang = document.documentElement.lang || "en";
    var numberFormat = new Intl.NumberFormat(lang);
    var key = "score-pad:" + rules.game;
    var saved = load();
    var ids = 0;

    function text(name, values) {
      var template = root.getAttribute("data-text-" + name) || "";
      return template.replace(/\{(\w+)\}/g, function (all, field) {
        return values && field in values ? String(values[field]) : all;
      });
    }
    function load() {
      try {
        var data = JSON.parse(window.localStorage.getItem(key) || "null");
        if (data && [2, 3, 4].indexOf(data.players) >= 0 && Array.isArray(data.log) &&
            data.log.length <= Rules.MOST_ENTRIES &&
            data.log.every(function (entry) { return Rules.isEntry(entry, data.players, rules); })) {
          // The pad keeps 20 earlier matches of a line each; anything else was not written by it.
          data.past = Array.isArray(data.past)
            ? data.past.slice(0, 20).filter(function (line) {
              return typeof line === "string" && line.length <= 500;
            }) : [];
          return data;
        }
      } catch (error) { /* private mode or a damaged entry: start afresh */ }
      return { players: 2, log: [], past: [] };
    }
    function store() {
      try { window.localStorage.setItem(key, JSON.stringify(saved)); } catch (error) { /* full */ }
    }
    function el(tag, attributes, children) {
      var node = document.createElement(tag);
      Object.keys(attributes || {}).forEach(function (name) {
        if (name === "text") node.textContent = attributes[name];
        else node.setAttribute(name, attributes[name]);
      });
      (children || []).forEach(function (child) { node.appendChild(child); });
      return node;
    }
    function field(labelText, control) {
      var id = "score-pad-" + rules.game + "-" + (++ids);
      control.id = id;
      return el("div", { "class": "score-pad-field" }, [el("label", { "for": id, text: labelText }), control]);
    }
    function sideName(team) {
      var name = team.length === 1 ? text("side-one", { n: team[0] + 1 })
        : text("side-pair", { first: team[0] + 1, second: team[1] + 1 });
      // "Player 1" never breaks before its number.
      return name.replace(/ (\d)/g, "\u00a0$1");
    }
    function tally(raw) {
      if (raw < 0 || raw % 5 !== 0) return "";
      var crosses = Math.floor(raw / rules.cross_points);
      var strokes = (raw % rules.cross_points) / 5;
      return "\u2716".repeat(crosses) + (crosses && strokes ? " " : "") + "|".repeat(strokes);
    }
    function winnersText(state) {
      var teams = state.winners.map(function (i) { return state.teams[i]; });
      if (teams.length === 1 && teams[0].length === 1) return text("wins-one", { n: teams[0][0] + 1 });
      if (teams.length === 1) return text("wins-pair", { first: teams[0][0] + 1, second: teams[0][1] + 1 });
      // Only an All Fives split shares a win: two of three single players.
      return text("wins-shared", { first: teams[0][0] + 1, second: teams[1][0] + 1 });
    }

    // -- the page's parts, built once ------------------------------------------
    var players = el("select", { name: "players" });
    [2, 3, 4].forEach(function (n) {
      players.appendChild(el("option", { value: String(n), text: text("players-" + n) }));
    });
    var target = el("p", { "class": "score-pad-target" });
    var totals = el("table", { "class": "score-pad-totals" });
    var status = el("p", { "class": "score-pad-status", role: "status", "aria-live": "polite" });
    var seat = el("select", { name: "seat" });
    var points = el("input", { name: "points", type: "text", inputmode: "numeric",
                               autocomplete: "off", enterkeyhint: "done" });
    var add = el("button", { type: "submit", name: "add", text: text("add") });
    var addError = el("p", { "class": "score-pad-error", role: "alert" });
    var addForm = el("form", { "class": "score-pad-add" }, [
      el("h2", { text: text("placement") }),
      el("div", { "class": "score-pad-row" }, [field(text("seat"), seat), field(text("points"), points), add]),
      addError
    ]);
    var end = el("select", { name: "end" }, [
      el("option", { value: "domino", text: text("end-domino") }),
      el("option", { value: "blocked", text: text("end-blocked") })
    ]);
    var out = el("select", { name: "out" });
    var outField = field(text("out"), out);
    var pipsBox = el("div", { "class": "score-pad-pips" });
    var endRound = el("button", { type: "submit", name: "end-round", text: text("end-round") });
    var endError = el("p", { "class": "score-pad-error", role: "alert" });
    var endForm = el("form", { "class": "score-pad-end" }, [
      el("h2", { text: text("end-heading") }),
      field(text("end"), end), outField, pipsBox, endRound, endError
    ]);
    var undo = el("button", { type: "button", name: "undo", text: text("undo") });
    var newMatch = el("button", { type: "button", name: "new-match", text: text("new-match") });
    var history = el("ol", { "class": "score-pad-history" });
    var past = el("ul", { "class": "score-pad-past" });
    var pastHeading = el("h2", { text: text("past") });
    root.appendChild(field(text("players"), players));
    [target, totals, status, addForm, endForm,
     el("div", { "class": "score-pad-actions" }, [undo, newMatch]),
     el("h2", { text: text("history") }), history, pastHeading, past].forEach(function (part) {
      root.appendChild(part);
    });

    // -- drawing the state -------------------------------------------------------
    function render(announce) {
      var state = Rules.replay(rules, saved.players, saved.log);
      players.value = String(saved.players);
      var raw = rules.targets[String(saved.players)];
      target.textContent = rules.points_per_displayed
        ? text("target-displayed", { raw: numberFormat.format(raw), displayed: numberFormat.format(raw / rules.points_per_displayed) })
        : text("target", { raw: numberFormat.format(raw) });

      totals.textContent = "";
      var head = el("tr", {}, [el("th", { scope: "col" }), el("th", { scope: "col", text: text("raw") })]);
      if (rules.points_per_displayed) head.appendChild(el("th", { scope: "col", text: text("displayed") }));
      head.appendChild(el("th", { scope: "col", text: text("tally") }));
      totals.appendChild(el("thead", {}, [head]));
      var body = el("tbody");
      state.teams.forEach(function (team, i) {
        var score = state.scores[i];
        var row = el("tr", { "data-side": String(i + 1), "data-raw": String(score) }, [
          el("th", { scope: "row", text: sideName(team) }),
          el("td", { "class": "score-pad-number", text: numberFormat.format(score) })
        ]);
        if (rules.points_per_displayed) {
          row.appendChild(el("td", { "class": "score-pad-number", text: numberFormat.format(Math.floor(score / rules.points_per_displayed)) }));
        }
        row.appendChild(el("td", { "class": "score-pad-tally", "aria-hidden": "true", text: tally(score) }));
        if (state.winners.indexOf(i) >= 0) row.setAttribute("data-winner", "");
        body.appendChild(row);
      });
      totals.appendChild(body);

      var seatValue = seat.value, outValue = out.value;
      seat.textContent = ""; out.textContent = "";
      for (var s = 0; s < saved.players; s++) {
        seat.appendChild(el("option", { value: String(s + 1), text: text("seat-option", { n: s + 1 }) }));
        out.appendChild(el("option", { value: String(s + 1), text: text("seat-option", { n: s + 1 }) }));
      }
      if (seatValue && Number(seatValue) <= saved.players) seat.value = seatValue;
      if (outValue && Number(outValue) <= saved.players) out.value = outValue;
      if (pipsBox.childNodes.length !== saved.players) {
        pipsBox.textContent = "";
        for (var p = 0; p < saved.players; p++) {
          var input = el("input", { name: "pips", "data-seat": String(p + 1), type: "text",
                                    inputmode: "numeric", autocomplete: "off" });
          pipsBox.appendChild(field(text("pips", { n: p + 1 }), input));
        }
      }
      syncOut();

      history.textContent = "";
      state.rounds.forEach(function (round, index) { history.appendChild(roundItem(state, round, index + 1)); });
      if (state.current.length) {
        history.appendChild(roundItem(state, { placements: state.current, end: null }, state.rounds.length + 1));
      }
      past.textContent = "";
      saved.past.forEach(function (line) { past.appendChild(el("li", { text: line })); });
      pastHeading.hidden = !saved.past.length;

      var over = state.winners.length > 0;
      [seat, points, add, end, out, endRound].forEach(function (control) { control.disabled = over; });
      pipsBox.querySelectorAll("input").forEach(function (input) { input.disabled = over; });
      undo.disabled = !saved.log.length;
      var message = over ? winnersText(state) : tiedPastTarget(state) ? text("tie") : "";
      if (announce) status.textContent = [announce, message].filter(Boolean).join(" ");
      else status.textContent = message;
      root.classList.toggle("score-pad-over", over);
      return state;
    }
    function tiedPastTarget(state) {
      if (rules.wins_at_once || !state.rounds.length) return false;
      var top = Math.max.apply(null, state.scores);
      return top >= state.target && state.scores.filter(function (s) { return s === top; }).length > 1;
    }
    function roundItem(state, round, number) {
      var item = el("li", {}, [el("h3", { text: text(round.end ? "round" : "round-now", { n: number }) })]);
      var lines = round.placements.map(function (placement) {
        return text("added", { n: placement.seat + 1, points: numberFormat.format(placement.points) });
      });
      if (round.end === "domino") lines.push(text("settled-domino", { n: round.out + 1 }));
      if (round.end === "blocked") lines.push(text("settled-blocked"));
      if (round.end === "target") lines.push(text("won-mid-round"));
      if (round.end) {
        lines.push(state.teams.map(function (team, i) {
          return sideName(team) + ": " + numberFormat.format(round.scores[i]);
        }).join("; "));
      }
      lines.forEach(function (line) { item.appendChild(el("p", { text: line })); });
      return item;
    }
    function syncOut() {
      var domino = end.value === "domino";
      outField.hidden = !domino;
      pipsBox.querySelectorAll("input").forEach(function (input) {
        var isOut = domino && input.getAttribute("data-seat") === out.value;
        input.readOnly = isOut;
        if (isOut) input.value = "0";
      });
    }

    // -- what the reader does ----------------------------------------------------
    addForm.addEventListener("submit", function (event) {
      event.preventDefault();
      var read = Rules.readPoints(points.value, rules);
      if (read.error) {
        addError.textContent = read.error === "most"
          ? text("most-points", { most: numberFormat.format(rules.most_points) }) : text("bad-points");
        points.focus();
        return;
      }
      addError.textContent = "";
      saved.log.push({ type: "add", seat: Number(seat.value) - 1, points: read.points });
      store();
      points.value = "";
      render(text("added", { n: seat.value, points: numberFormat.format(read.points) }));
      points.focus();
    });
    endForm.addEventListener("submit", function (event) {
      event.preventDefault();
      var pips = [];
      var inputs = pipsBox.querySelectorAll("input");
      for (var i = 0; i < inputs.length; i++) {
        if (!inputs[i].value.trim()) { endError.textContent = text("missing-pips"); inputs[i].focus(); return; }
        var read = Rules.readPips(inputs[i].value);
        if (read.error) { endError.textContent = text("bad-pips"); inputs[i].focus(); return; }
        pips.push(read.pips);
      }
      endError.textContent = "";
      var domino = end.value === "domino";
      saved.log.push({ type: "end", end: end.value, out: domino ? Number(out.value) - 1 : null, pips: pips });
      store();
      inputs.forEach(function (input) { input.value = ""; });
      var state = render();
      var last = state.rounds[state.rounds.length - 1];
      status.textContent = [domino ? text("settled-domino", { n: out.value }) : text("settled-blocked"),
                            status.textContent].filter(Boolean).join(" ");
      if (last && !state.winners.length) points.focus();
    });
    end.addEventListener("change", syncOut);
    out.addEventListener("change", syncOut);
    undo.addEventListener("click", function () {
      saved.log.pop(); store(); render(); addError.textContent = ""; endError.textContent = "";
    });
    function startNew(count) {
      var state = Rules.replay(rules, saved.players, saved.log);
      if (saved.log.length) {
        var line = state.teams.map(function (team, i) {
          return sideName(team) + ": " + numberFormat.format(state.scores[i]);
        }).join("; ");
        if (state.winners.length) line = winnersText(state) + " " + line;
        saved.past.unshift(line);
        saved.past = saved.past.slice(0, 20);
      }
      saved.players = count;
      saved.log = [];
      store();
      render();
    }
    newMatch.addEventListener("click", function () {
      var state = Rules.replay(rules, saved.players, saved.log);
      if (saved.log.length && !state.winners.length && !window.confirm(text("confirm-new"))) return;
      startNew(saved.players);
    });
    players.addEventListener("change", function () {
      var count = Number(players.value);
      if (saved.log.length && !window.confirm(text("confirm-new"))) { players.value = String(saved.players); return; }
      startNew(count);
    });
    // Another tab of the same pad: keep both in step.
    window.addEventListener("storage", function (event) {
      if (event.key === key) { saved = load(); render(); }
    });
    render();
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-score-pad]"), setUp);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
