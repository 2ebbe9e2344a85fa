/* The scoring trainer: check the typed points against the position's own data.
 *
 * Each exercise (an element with data-position) holds its answer in
 * data-points and its explanation, in the page's language, inside its
 * disclosure; the sentences around it come from the trainer's data-text-*
 * attributes. Nothing is sent anywhere: the page works offline once loaded.
 */
(function () {
  "use strict";

  function say(region, text) {
    // Empty first, so that the same sentence twice is announced twice.
    region.textContent = "";
    window.setTimeout(function () { region.textContent = text; }, 50);
  }

  function check(trainer, exercise) {
    var input = exercise.querySelector(".trainer-input");
    var region = exercise.querySelector(".trainer-feedback");
    var answer = exercise.querySelector(".trainer-answer");
    var explanation = exercise.querySelector(".trainer-explanation").textContent;
    // "5,0" or "5.0" is 5 in every language; "1,000" is no whole number anywhere it is read alike.
    var typed = input.value.trim().replace(/^(\d+)[.,]0$/, "$1");
    if (!/^\d+$/.test(typed)) {
      exercise.removeAttribute("data-result");
      input.setAttribute("aria-invalid", "true");
      say(region, trainer.dataset.textEmpty);
      return;
    }
    input.removeAttribute("aria-invalid");
    var right = Number(typed) === Number(exercise.dataset.points);
    exercise.dataset.result = right ? "correct" : "wrong";
    var lead = right
      ? trainer.dataset.textCorrect
      : trainer.dataset.textWrong.replace("{answer}", typed);
    say(region, lead + " " + explanation);
    answer.open = true;
  }

  function start() {
    document.querySelectorAll(".trainer").forEach(function (trainer) {
      trainer.querySelectorAll("[data-position]").forEach(function (exercise) {
        var form = exercise.querySelector(".trainer-form");
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          check(trainer, exercise);
        });
      });
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
