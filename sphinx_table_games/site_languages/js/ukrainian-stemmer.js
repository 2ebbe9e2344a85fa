// Light Ukrainian stemmer for the browser's search.
//
// The same five steps as ukrainian_stemmer.py, which builds the index: the
// endings, reflexive particles, fleeting vowels, apostrophes and minimum stem
// come from that module (search.py fills them in when the site is built),
// so the two halves cannot drift apart in their data; tests/search compares
// their results over thousands of words.

/**@constructor*/
var UkrainianStemmer = function() {
    /** @const */ var endings = __UKRAINIAN_ENDINGS__;
    /** @const */ var reflexive = __UKRAINIAN_REFLEXIVE__;
    /** @const */ var apostrophes = __UKRAINIAN_APOSTROPHES__;
    /** @const */ var fleeting = __UKRAINIAN_FLEETING__;
    /** @const */ var minStem = __UKRAINIAN_MIN_STEM__;

    /** Lower-case and spell every apostrophe as "'". */
    function normalise(word) {
        word = word.toLowerCase();
        for (var i = 1; i < apostrophes.length; i++) {
            word = word.split(apostrophes[i]).join("'");
        }
        return word;
    }

    /** Letters of a normalised word: apostrophes do not count. */
    function letters(word) {
        return word.length - word.split("'").length + 1;
    }

    /**@return{string}*/
    this['stemWord'] = function(/**string*/word) {
        word = normalise(word);
        var i;
        for (i = 0; i < reflexive.length; i++) {
            if (word.endsWith(reflexive[i]) && letters(word) - reflexive[i].length >= minStem + 1) {
                word = word.slice(0, word.length - reflexive[i].length);
                break;
            }
        }
        for (i = 0; i < endings.length; i++) {
            if (word.endsWith(endings[i]) && letters(word) - endings[i].length >= minStem) {
                word = word.slice(0, word.length - endings[i].length);
                break;
            }
        }
        if (word.endsWith("\u044C") && letters(word) - 1 >= minStem) {
            word = word.slice(0, word.length - 1);
        }
        for (i = 0; i < fleeting.length; i++) {
            var end = fleeting[i][0], closed = fleeting[i][1];
            if (word.endsWith(end) && letters(word) - end.length + closed.length >= minStem + 1) {
                word = word.slice(0, word.length - end.length) + closed;
                break;
            }
        }
        return word;
    };
};
