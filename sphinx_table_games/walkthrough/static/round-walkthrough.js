/* A round played through, one turn at a time: First, Back, Next and Last,
   the arrow keys with Home and End, a swipe, a skip link to the controls
   for the keyboard, and the turn kept in the URL
   (#round-turn-7), which a link opens with the controls in view below the
   page header. Without this script every turn stays visible, in order. */
(function () {
  "use strict";

  function setUp(root) {
    var turns = Array.prototype.slice.call(root.querySelectorAll("[data-turn]"));
    var controls = root.querySelector(".round-walkthrough-controls");
    if (!turns.length || !controls) return;
    var first = controls.querySelector(".round-walkthrough-first");
    var back = controls.querySelector(".round-walkthrough-back");
    var next = controls.querySelector(".round-walkthrough-next");
    var last = controls.querySelector(".round-walkthrough-last");
    var position = controls.querySelector(".round-walkthrough-position");
    var live = root.querySelector(".round-walkthrough-live");
    var end = root.querySelector(".round-walkthrough-end");
    var anchor = new RegExp("^#" + root.id + "-turn-(\\d+)$");
    var current = 1;

    function fromUrl() {
      var match = anchor.exec(window.location.hash);
      var n = match ? parseInt(match[1], 10) : NaN;
      return n >= 1 && n <= turns.length ? n : null;
    }

    // The heading and each sentence of a turn, a space between them: the
    // elements' own textContent would run "Player 2Player 2 places…" together.
    // A tile is said as the page's language says it ("3–5"), not as
    // brackets and a bar.
    var tileSaid = root.getAttribute("data-spoken-tile") || "{low}\u2013{high}";
    function spoken(turn) {
      return Array.prototype.map.call(turn.children, function (part) {
        return part.textContent.trim().replace(/\[(\d+)\|(\d+)\]/g, function (_m, low, high) {
          return tileSaid.replace("{low}", low).replace("{high}", high);
        });
      }).filter(function (text) { return text; }).join(" ");
    }

    function show(n, announce) {
      current = n;
      turns.forEach(function (turn, index) { turn.hidden = index + 1 !== n; });
      if (end) end.hidden = n !== turns.length;
      first.setAttribute("aria-disabled", String(n === 1));
      back.setAttribute("aria-disabled", String(n === 1));
      next.setAttribute("aria-disabled", String(n === turns.length));
      last.setAttribute("aria-disabled", String(n === turns.length));
      position.textContent = position.getAttribute("data-template")
        .replace("{n}", String(n)).replace("{total}", String(turns.length));
      root.setAttribute("data-current-turn", String(n));
      if (announce) {
        // The last turn is said with the end of the round that follows it.
        live.textContent = spoken(turns[n - 1]) +
          (end && n === turns.length ? " " + spoken(end) : "");
        var url = "#" + root.id + "-turn-" + n;
        if (window.location.hash !== url) {
          window.history.replaceState(null, "", url);
          // replaceState fires no hashchange: tell the page (the language
          // switcher keeps the turn in its links); this script's own
          // listener finds the turn already shown.
          window.dispatchEvent(new HashChangeEvent("hashchange"));
        }
      }
    }

    function goTo(n) {
      n = Math.min(turns.length, Math.max(1, n));
      if (n !== current) show(n, true);
    }

    function go(step) { goTo(current + step); }

    // The controls just below the page's sticky header, the turn under them.
    function controlsInView() {
      var header = document.querySelector(".bd-header");
      var below = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      var top = controls.getBoundingClientRect().top + window.scrollY - below - 8;
      window.scrollTo(0, Math.max(0, top));
    }

    function onKey(event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight") { go(1); event.preventDefault(); }
      else if (event.key === "ArrowLeft") { go(-1); event.preventDefault(); }
      else if (event.key === "Home") { goTo(1); event.preventDefault(); }
      else if (event.key === "End") { goTo(turns.length); event.preventDefault(); }
    }

    first.addEventListener("click", function () { goTo(1); });
    back.addEventListener("click", function () { go(-1); });
    next.addEventListener("click", function () { go(1); });
    last.addEventListener("click", function () { goTo(turns.length); });
    root.addEventListener("keydown", onKey);
    // Arrow keys also work before anything is focused (a reader who just arrived).
    document.addEventListener("keydown", function (event) {
      if (event.target === document.body && document.querySelector(".round-walkthrough") === root) {
        onKey(event);
      }
    });
    window.addEventListener("hashchange", function (event) {
      var n = fromUrl();
      if (n === null) return;
      if (n !== current) show(n, true);
      // A link followed to a turn (the browser has just scrolled to its
      // heading); not the event this script sends itself while stepping.
      if (event.isTrusted) controlsInView();
    });

    var startX = null, startY = null;
    root.addEventListener("touchstart", function (event) {
      if (event.touches.length !== 1) return;
      startX = event.touches[0].clientX;
      startY = event.touches[0].clientY;
    }, { passive: true });
    root.addEventListener("touchend", function (event) {
      if (startX === null) return;
      var dx = event.changedTouches[0].clientX - startX;
      var dy = event.changedTouches[0].clientY - startY;
      startX = null;
      if (Math.abs(dx) > 50 && Math.abs(dx) > 2 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
    });

    controls.hidden = false;
    root.classList.add("round-walkthrough-stepping");
    // For the keyboard: a second skip link in the page's skip bar, beside
    // its own, straight to the first walkthrough's controls (past the menus
    // and the set-up).
    var skipBar = document.querySelector(".skip-link");
    var label = root.getAttribute("data-skip-label");
    if (skipBar && label && document.querySelector(".round-walkthrough") === root) {
      var skip = document.createElement("a");
      skip.className = "round-walkthrough-skip";
      skip.href = "#" + controls.id;
      skip.textContent = label;
      skip.addEventListener("click", function (event) {
        event.preventDefault();
        controlsInView();
        next.focus({ preventScroll: true });
      });
      skipBar.appendChild(skip);
    }
    var start = fromUrl();
    show(start || 1, false);
    if (start) {
      controlsInView();
      // The browser's own jump to the fragment, and images loading above,
      // may move the page after this: once everything is in, again.
      if (document.readyState !== "complete") window.addEventListener("load", controlsInView);
    }
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".round-walkthrough"), setUp);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
