/* The scoring trainer: check the typed points against the position's own data.
 *
 * Each exercise (an element with data-position) holds its answer in
 * data-points, the slips it can name in data-hints (typed value -> sentence)
 * and its explanation, in the page's language, inside its disclosure; the
 * sentences around it come from the trainer's data-text-* attributes.
 *
 * A first wrong answer says so, names the slip when it knows it, and leaves
 * the answer closed for a second try; a second one opens the answer. The
 * count of right answers is shown above the exercises, and every answer is
 * kept in the browser (local storage), so a reload or a locked phone loses
 * nothing. Nothing is sent anywhere: the page works offline once loaded.
 */
(function () {
  "use strict";

  function say(region, text) {
    // Empty first, so that the same sentence twice is announced twice.
    region.textContent = "";
    window.setTimeout(function () { region.textContent = text; }, 50);
  }

  function storageKey(trainer) {
    return "trainer:" + window.location.pathname + "#" + trainer.id;
  }

  function load(trainer) {
    try {
      var saved = JSON.parse(window.localStorage.getItem(storageKey(trainer)) || "{}");
      return saved && typeof saved === "object" && !Array.isArray(saved) ? saved : {};
    } catch (error) {
      return {};
    }
  }

  function save(trainer, answers) {
    try {
      window.localStorage.setItem(storageKey(trainer), JSON.stringify(answers));
    } catch (error) {
      /* Private mode or a full store: the trainer still works, unsaved. */
    }
  }

  function showProgress(trainer) {
    var progress = trainer.querySelector(".trainer-progress");
    var all = trainer.querySelectorAll("[data-position]");
    var right = trainer.querySelectorAll('[data-position][data-result="correct"]').length;
    progress.textContent = progress.dataset.template
      .replace("{right}", String(right))
      .replace("{total}", String(all.length));
    progress.hidden = false;
  }

  function check(trainer, exercise, answers, quiet) {
    var input = exercise.querySelector(".trainer-input");
    var region = exercise.querySelector(".trainer-feedback");
    var answer = exercise.querySelector(".trainer-answer");
    var explanation = exercise.querySelector(".trainer-explanation").textContent;
    // "5,0" or "5.0" is 5 in every language; "1,000" is no whole number anywhere it is read alike.
    var typed = input.value.trim().replace(/^(\d+)[.,]0$/, "$1");
    if (!/^\d+$/.test(typed)) {
      exercise.removeAttribute("data-result");
      input.setAttribute("aria-invalid", "true");
      var negative = /^[-\u2212]\s*\d/.test(typed);
      say(region, negative ? trainer.dataset.textNegative : trainer.dataset.textEmpty);
      return;
    }
    input.removeAttribute("aria-invalid");
    var key = exercise.dataset.position;
    var record = answers[key] && typeof answers[key] === "object" ? answers[key] : { tries: 0 };
    var right = Number(typed) === Number(exercise.dataset.points);
    if (!quiet) record.tries = (Number(record.tries) || 0) + (right ? 0 : 1);
    record.typed = typed;
    exercise.dataset.result = right ? "correct" : "wrong";
    var text;
    if (right) {
      text = trainer.dataset.textCorrect + " " + explanation;
      answer.open = true;
    } else {
      var hints = JSON.parse(exercise.dataset.hints || "{}");
      var hint = Object.prototype.hasOwnProperty.call(hints, String(Number(typed)))
        ? hints[String(Number(typed))] + " "
        : "";
      var lead = trainer.dataset.textWrong.replace("{answer}", typed) + " " + hint;
      if (record.tries < 2) {
        text = lead + trainer.dataset.textAgain;
      } else {
        text = lead + explanation;
        answer.open = true;
      }
    }
    say(region, text);
    answers[key] = record;
    save(trainer, answers);
    showProgress(trainer);
  }

  function start() {
    document.querySelectorAll(".trainer").forEach(function (trainer) {
      var answers = load(trainer);
      trainer.querySelectorAll("[data-position]").forEach(function (exercise) {
        var form = exercise.querySelector(".trainer-form");
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          check(trainer, exercise, answers, false);
        });
        // An answer given before the reload, as it was left.
        var kept = answers[exercise.dataset.position];
        if (kept && typeof kept === "object" && /^\d+$/.test(String(kept.typed))) {
          exercise.querySelector(".trainer-input").value = String(kept.typed);
          check(trainer, exercise, answers, true);
        }
      });
      showProgress(trainer);
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
