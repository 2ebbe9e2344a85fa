/* "Your move": tap a tile of the hand, then a place on the table; in Up or
 * Down? (data-card), the card taken is given and the place is the choice.
 *
 * Each exercise (an element with data-decision) holds, in data-say, what
 * every tile at every place says, written at build time from the engine
 * and the page's catalog: its points and whether any placement scores
 * more, or why the tile does not fit there. data-options lists every legal
 * placement with its raw points (the site's open data). The first legal
 * placement chosen sets data-result (best or not-best) and opens the
 * answer; the learner may go on trying. Nothing is sent anywhere.
 */
(function () {
  "use strict";

  function say(region, text) {
    // Empty first, so that the same sentence twice is announced twice.
    region.textContent = "";
    window.setTimeout(function () {
      region.textContent = text;
      // Below a long list of places the answer may be off a phone's screen.
      region.scrollIntoView({ block: "nearest" });
    }, 50);
  }

  function setUp(group, exercise) {
    var said = JSON.parse(exercise.dataset.say);
    var points = new Map();
    JSON.parse(exercise.dataset.options).forEach(function (option) {
      points.set(option.move, option.points);
    });
    var best = Math.max.apply(null, Array.from(points.values()));
    var region = exercise.querySelector(".decision-feedback");
    var tiles = exercise.querySelectorAll(".decision-tile");
    var chosen = null;

    // Up or Down?: the card is already taken; the choice is only where it goes.
    var card = exercise.dataset.card || null;
    exercise.querySelector(".decision-controls").hidden = false;
    if (card !== null) {
      chosen = card;
      tiles.forEach(function (button) { button.setAttribute("aria-pressed", "true"); });
    }
    tiles.forEach(function (button) {
      button.addEventListener("click", function () {
        chosen = button.dataset.tile;
        tiles.forEach(function (other) {
          other.setAttribute("aria-pressed", String(other === button));
        });
        var outcomes = said[chosen];
        // A tile that fits nowhere says so at once; any other waits for its place.
        if (Object.prototype.hasOwnProperty.call(outcomes, "")) {
          say(region, outcomes[""]);
        } else {
          region.textContent = "";
        }
      });
    });
    exercise.querySelectorAll(".decision-place").forEach(function (button) {
      button.addEventListener("click", function () {
        if (chosen === null) {
          say(region, group.dataset.textFirst);
          return;
        }
        var place = button.dataset.place;
        say(region, said[chosen][place]);
        var move = card !== null ? place : chosen + " on " + place;
        if (!points.has(move)) {
          exercise.dataset.last = "refused";
          return;
        }
        var result = points.get(move) === best ? "best" : "not-best";
        exercise.dataset.last = result;
        if (!exercise.dataset.result) {
          exercise.dataset.result = result;
          exercise.querySelector(".decision-answer").open = true;
        }
      });
    });
  }

  function start() {
    document.querySelectorAll(".your-move").forEach(function (group) {
      group.querySelectorAll("[data-decision]").forEach(function (exercise) {
        setUp(group, exercise);
      });
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
