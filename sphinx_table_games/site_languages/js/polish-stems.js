// Snowball's Polish stem of a word, on the stem that the word's other forms
// share: the steps of polish_stems.py, whose data the build puts in here.
var PolishStems = (function () {
  var aliases = __POLISH_ALIASES__;
  var minFleeting = __POLISH_MIN_FLEETING__;
  return function (inner) {
    this.stemWord = function (word) {
      var stem = inner.stemWord(word);
      if (Object.prototype.hasOwnProperty.call(aliases, stem)) stem = aliases[stem];
      if (stem.length >= minFleeting && stem.slice(-2) === "ek") stem = stem.slice(0, -2) + "k";
      return stem;
    };
  };
})();
