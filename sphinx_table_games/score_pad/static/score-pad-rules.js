/* The score pad's arithmetic: a match replayed from what was entered.

   The rules come from the engine at build time (the pad's data-rules): the
   targets, the teams, how a round is settled and whether reaching the target
   wins at once. A match is its log of entries, each a placement that scored
   ({type: "add", seat, points}, raw points) or the end of a round
   ({type: "end", end: "domino"|"blocked", out, pips: [per seat]}); replay()
   works the whole state out of the log, so undo is dropping the last entry.
   The same code runs in the page and in the test that replays the engine's
   own matches through it. Seats are 0-based here, 1-based on the page. */
(function (root) {
  "use strict";

  function roundToFive(pips) {
    // Remainder 1 or 2 rounds down, 3 or 4 up (the engine's round_to_five).
    return 5 * Math.floor((pips + 2) / 5);
  }

  function teamsFor(rules, players) {
    return rules.teams[String(players)];
  }

  // Five Up: every seat's own pips, rounded alone, off its team's score.
  function deductions(pips, teams) {
    return teams.map(function (team) {
      return -team.reduce(function (sum, seat) { return sum + roundToFive(pips[seat]); }, 0);
    });
  }

  // All Fives: the opponents' pips, pooled and rounded once, to the round's
  // winner; a blocked round to the single lowest hand (pairs summed), and with
  // three players two tied lowest split the third's pips exactly.
  function award(pips, teams, out) {
    var points = teams.map(function () { return 0; });
    var teamPips = teams.map(function (team) {
      return team.reduce(function (sum, seat) { return sum + pips[seat]; }, 0);
    });
    var winners;
    if (out !== null) {
      winners = [teams.findIndex(function (team) { return team.indexOf(out) >= 0; })];
    } else {
      var lowest = Math.min.apply(null, teamPips);
      winners = [];
      teamPips.forEach(function (total, i) { if (total === lowest) winners.push(i); });
    }
    if (winners.length === 1) {
      var opponents = 0;
      teamPips.forEach(function (total, i) { if (i !== winners[0]) opponents += total; });
      points[winners[0]] = roundToFive(opponents);
    } else if (teams.length === 3 && winners.length === 2) {
      var third = [0, 1, 2].filter(function (i) { return winners.indexOf(i) < 0; })[0];
      winners.forEach(function (w) { points[w] = roundToFive(teamPips[third]) / 2; });
    }
    return points;
  }

  function settle(rules, pips, teams, out) {
    return rules.settlement === "deduct-per-seat" ? deductions(pips, teams) : award(pips, teams, out);
  }

  function winnersAfterSettlement(rules, scores, target) {
    var top;
    if (rules.wins_at_once) {
      // Only a split can take two teams past the target together.
      var reached = [];
      scores.forEach(function (s, i) { if (s >= target) reached.push(i); });
      if (!reached.length) return [];
      top = Math.max.apply(null, reached.map(function (i) { return scores[i]; }));
      return reached.filter(function (i) { return scores[i] === top; });
    }
    top = Math.max.apply(null, scores);
    var leaders = [];
    scores.forEach(function (s, i) { if (s === top) leaders.push(i); });
    // Tied at the top at or above the target: more rounds, one at a time.
    return top >= target && leaders.length === 1 ? leaders : [];
  }

  // Raw points as typed: a positive multiple of five, ASCII digits only, and
  // no more than one placement can score in the game (rules.most_points, the
  // engine's proven largest).
  function readPoints(text, rules) {
    var value = String(text).trim();
    if (!/^[0-9]{1,6}$/.test(value)) return { error: "points" };
    var points = parseInt(value, 10);
    if (points <= 0 || points % 5 !== 0) return { error: "points" };
    if (points > rules.most_points) return { error: "most" };
    return { points: points };
  }

  // Pips left in a hand: a whole number 0..168 (all 28 tiles hold 168).
  function readPips(text) {
    var value = String(text).trim();
    if (!/^[0-9]{1,3}$/.test(value)) return { error: "pips" };
    var pips = parseInt(value, 10);
    return pips <= 168 ? { pips: pips } : { error: "pips" };
  }

  // The most entries a match's log may hold: far more than any match takes
  // (a round has at most 28 placements and its end), few enough to replay at once.
  var MOST_ENTRIES = 10000;

  // An entry as the pad writes it (a log read back from storage may be
  // damaged): seats 0..players-1, points a positive multiple of five up to
  // the game's most, pips whole numbers 0..168, one per seat.
  function isEntry(entry, players, rules) {
    function seat(n) { return Number.isInteger(n) && n >= 0 && n < players; }
    if (!entry || typeof entry !== "object") return false;
    if (entry.type === "add") {
      return seat(entry.seat) && Number.isInteger(entry.points) && entry.points > 0 &&
        entry.points % 5 === 0 && entry.points <= rules.most_points;
    }
    if (entry.type === "end") {
      return (entry.end === "domino" ? seat(entry.out) : entry.end === "blocked" && entry.out === null) &&
        Array.isArray(entry.pips) && entry.pips.length === players &&
        entry.pips.every(function (p) { return Number.isInteger(p) && p >= 0 && p <= 168; });
    }
    return false;
  }

  // The whole match from its log. An entry the rules refuse (a placement
  // after the match is won, say) stops the replay with its reason.
  function replay(rules, players, log) {
    var teams = teamsFor(rules, players);
    var teamOf = {};
    teams.forEach(function (team, i) { team.forEach(function (seat) { teamOf[seat] = i; }); });
    var state = {
      players: players, teams: teams, target: rules.targets[String(players)],
      scores: teams.map(function () { return 0; }), winners: [], rounds: [],
      current: [], error: null
    };
    if (log.length > MOST_ENTRIES) { state.error = "entry"; return state; }
    for (var i = 0; i < log.length; i++) {
      var entry = log[i];
      if (!isEntry(entry, players, rules)) { state.error = "entry"; break; }
      if (state.winners.length) { state.error = "over"; break; }
      if (entry.type === "add") {
        var team = teamOf[entry.seat];
        state.scores[team] += entry.points;
        state.current.push({ seat: entry.seat, points: entry.points });
        if (rules.wins_at_once && state.scores[team] >= state.target) {
          state.winners = [team];
          state.rounds.push({ placements: state.current, end: "target", out: null,
                              settlement: teams.map(function () { return 0; }),
                              scores: state.scores.slice() });
          state.current = [];
        }
      } else if (entry.type === "end") {
        var out = entry.end === "domino" ? entry.out : null;
        var settlement = settle(rules, entry.pips, teams, out);
        settlement.forEach(function (p, t) { state.scores[t] += p; });
        state.rounds.push({ placements: state.current, end: entry.end, out: out,
                            pips: entry.pips.slice(), settlement: settlement,
                            scores: state.scores.slice() });
        state.current = [];
        state.winners = winnersAfterSettlement(rules, state.scores, state.target);
      }
    }
    return state;
  }

  var api = {
    roundToFive: roundToFive, settle: settle, replay: replay,
    readPoints: readPoints, readPips: readPips, teamsFor: teamsFor, isEntry: isEntry,
    MOST_ENTRIES: MOST_ENTRIES
  };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.ScorePadRules = api;
})(this);
