// Snowball Polish stemmer for the browser's search.
//
// A line-by-line port of snowballstemmer 3.1.1's polish_stemmer.py (itself
// generated from polish.sbl by Snowball 3.1.1, https://snowballstem.org/),
// written in the shape of the stemmers Sphinx generates (russian-stemmer.js):
// it runs on Sphinx's own BaseStemmer (base-stemmer.js), so the index built in
// Python and the query stemmed here agree word for word.  The Among tables
// below are copied from the Python module; tests/search checks the two halves
// against each other over thousands of real words.

/**@constructor*/
var PolishStemmer = function() {
    var base = new BaseStemmer();

    /** @const */ var a_0 = [
        ["by\u015Bcie", -1, 1],
        ["bym", -1, 1],
        ["by", -1, 1],
        ["by\u015Bmy", -1, 1],
        ["by\u015B", -1, 1]
    ];

    /** @const */ var a_1 = [
        ["\u0105c", -1, 1],
        ["aj\u0105c", 0, 1],
        ["sz\u0105c", 0, 2],
        ["sz", -1, 1],
        ["iejsz", 3, 1]
    ];

    /** @const */ var a_2 = [
        ["a", -1, 1, r_R1],
        ["\u0105ca", 0, 1],
        ["aj\u0105ca", 1, 1],
        ["sz\u0105ca", 1, 2],
        ["ia", 0, 1, r_R1],
        ["sza", 0, 1],
        ["iejsza", 5, 1],
        ["a\u0142a", 0, 1],
        ["ia\u0142a", 7, 1],
        ["i\u0142a", 0, 1],
        ["\u0105c", -1, 1],
        ["aj\u0105c", 10, 1],
        ["e", -1, 1, r_R1],
        ["\u0105ce", 12, 1],
        ["aj\u0105ce", 13, 1],
        ["sz\u0105ce", 13, 2],
        ["ie", 12, 1, r_R1],
        ["cie", 16, 1],
        ["acie", 17, 1],
        ["ecie", 17, 1],
        ["icie", 17, 1],
        ["ajcie", 17, 1],
        ["li\u015Bcie", 17, 4],
        ["ali\u015Bcie", 22, 1],
        ["ieli\u015Bcie", 22, 1],
        ["ili\u015Bcie", 22, 1],
        ["\u0142y\u015Bcie", 17, 4],
        ["a\u0142y\u015Bcie", 26, 1],
        ["ia\u0142y\u015Bcie", 27, 1],
        ["i\u0142y\u015Bcie", 26, 1],
        ["sze", 12, 1],
        ["iejsze", 30, 1],
        ["ach", -1, 1, r_R1],
        ["iach", 32, 1, r_R1],
        ["ich", -1, 5],
        ["ych", -1, 5],
        ["i", -1, 1, r_R1],
        ["ali", 36, 1],
        ["ieli", 36, 1],
        ["ili", 36, 1],
        ["ami", 36, 1, r_R1],
        ["iami", 40, 1, r_R1],
        ["imi", 36, 5],
        ["ymi", 36, 5],
        ["owi", 36, 1, r_R1],
        ["iowi", 44, 1, r_R1],
        ["aj", -1, 1],
        ["ej", -1, 5],
        ["iej", 47, 5],
        ["am", -1, 1],
        ["a\u0142am", 49, 1],
        ["ia\u0142am", 50, 1],
        ["i\u0142am", 49, 1],
        ["em", -1, 1, r_R1],
        ["iem", 53, 1, r_R1],
        ["a\u0142em", 53, 1],
        ["ia\u0142em", 55, 1],
        ["i\u0142em", 53, 1],
        ["im", -1, 5],
        ["om", -1, 1, r_R1],
        ["iom", 59, 1, r_R1],
        ["ym", -1, 5],
        ["o", -1, 1, r_R1],
        ["ego", 62, 5],
        ["iego", 63, 5],
        ["a\u0142o", 62, 1],
        ["ia\u0142o", 65, 1],
        ["i\u0142o", 62, 1],
        ["u", -1, 1, r_R1],
        ["iu", 68, 1, r_R1],
        ["emu", 68, 5],
        ["iemu", 70, 5],
        ["\u00F3w", -1, 1, r_R1],
        ["y", -1, 5],
        ["amy", 73, 1],
        ["emy", 73, 1],
        ["imy", 73, 1],
        ["li\u015Bmy", 73, 4],
        ["ali\u015Bmy", 77, 1],
        ["ieli\u015Bmy", 77, 1],
        ["ili\u015Bmy", 77, 1],
        ["\u0142y\u015Bmy", 73, 4],
        ["a\u0142y\u015Bmy", 81, 1],
        ["ia\u0142y\u015Bmy", 82, 1],
        ["i\u0142y\u015Bmy", 81, 1],
        ["a\u0142y", 73, 1],
        ["ia\u0142y", 85, 1],
        ["i\u0142y", 73, 1],
        ["asz", -1, 1],
        ["esz", -1, 1],
        ["isz", -1, 1],
        ["\u0105", -1, 1, r_R1],
        ["\u0105c\u0105", 91, 1],
        ["aj\u0105c\u0105", 92, 1],
        ["sz\u0105c\u0105", 92, 2],
        ["i\u0105", 91, 1, r_R1],
        ["aj\u0105", 91, 1],
        ["sz\u0105", 91, 3],
        ["iejsz\u0105", 97, 1],
        ["a\u0107", -1, 1],
        ["ie\u0107", -1, 1],
        ["i\u0107", -1, 1],
        ["\u0105\u0107", -1, 1],
        ["a\u015B\u0107", -1, 1],
        ["e\u015B\u0107", -1, 1],
        ["\u0119", -1, 1],
        ["sz\u0119", 105, 2],
        ["a\u0142", -1, 1],
        ["ia\u0142", 107, 1],
        ["i\u0142", -1, 1],
        ["\u0142a\u015B", -1, 4],
        ["a\u0142a\u015B", 110, 1],
        ["ia\u0142a\u015B", 111, 1],
        ["i\u0142a\u015B", 110, 1],
        ["\u0142e\u015B", -1, 4],
        ["a\u0142e\u015B", 114, 1],
        ["ia\u0142e\u015B", 115, 1],
        ["i\u0142e\u015B", 114, 1]
    ];

    /** @const */ var a_3 = [
        ["\u0107", -1, 1],
        ["\u0144", -1, 2],
        ["\u015B", -1, 3],
        ["\u017A", -1, 4]
    ];

    /** @const */ var as_1 = ["", "s"];

    /** @const */ var as_3 = ["c", "n", "s", "z"];

    // The vowels a e i o u y ó ą ę as a bit set from "a" (97) to "ę" (281).
    /** @const */ var /** Array<int> */ g_v = [17, 65, 16, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 16, 0, 0, 1];

    var /** number */ I_p1 = 0;


    /** @return {boolean} */
    function r_mark_regions() {
        I_p1 = base.limit;
        if (!base.go_out_grouping(g_v, 97, 281))
        {
            return false;
        }
        base.cursor++;
        if (!base.go_in_grouping(g_v, 97, 281))
        {
            return false;
        }
        base.cursor++;
        I_p1 = base.cursor;
        return true;
    };

    /** @return {boolean} */
    function r_R1() {
        return I_p1 <= base.cursor;
    };

    /** @return {boolean} */
    function r_remove_endings() {
        var /** number */ among_var;
        /** @const */ var /** number */ v_1 = base.limit - base.cursor;
        lab0: {
            if (base.cursor < I_p1)
            {
                break lab0;
            }
            /** @const */ var /** number */ v_3 = base.limit_backward;
            base.limit_backward = I_p1;
            base.ket = base.cursor;
            if (base.find_among_b(a_0) == 0)
            {
                base.limit_backward = v_3;
                break lab0;
            }
            base.bra = base.cursor;
            base.limit_backward = v_3;
            base.slice_del();
        }
        base.cursor = base.limit - v_1;
        base.ket = base.cursor;
        among_var = base.find_among_b(a_2);
        if (among_var == 0)
        {
            return false;
        }
        base.bra = base.cursor;
        switch (among_var) {
            case 1:
                base.slice_del();
                break;
            case 2:
                base.slice_from("s");
                break;
            case 3:
                lab1: {
                    /** @const */ var /** number */ v_4 = base.limit - base.cursor;
                    lab2: {
                        if (!r_R1())
                        {
                            break lab2;
                        }
                        base.slice_del();
                        break lab1;
                    }
                    base.cursor = base.limit - v_4;
                    base.slice_from("s");
                }
                break;
            case 4:
                base.slice_from("\u0142");
                break;
            default:
                base.slice_del();
                /** @const */ var /** number */ v_5 = base.limit - base.cursor;
                lab3: {
                    base.ket = base.cursor;
                    among_var = base.find_among_b(a_1);
                    if (among_var == 0)
                    {
                        base.cursor = base.limit - v_5;
                        break lab3;
                    }
                    base.bra = base.cursor;
                    base.slice_from(as_1[among_var - 1]);
                }
                break;
        }
        /** @const */ var /** number */ v_6 = base.limit - base.cursor;
        lab4: {
            base.ket = base.cursor;
            if (!(base.eq_s_b("'")))
            {
                base.cursor = base.limit - v_6;
                break lab4;
            }
            base.bra = base.cursor;
            base.slice_del();
        }
        return true;
    };

    /** @return {boolean} */
    function r_normalize_consonant() {
        var /** number */ among_var;
        base.ket = base.cursor;
        among_var = base.find_among_b(a_3);
        if (among_var == 0)
        {
            return false;
        }
        base.bra = base.cursor;
        if (base.cursor <= base.limit_backward)
        {
            return false;
        }
        base.slice_from(as_3[among_var - 1]);
        return true;
    };

    this.stem = /** @return {boolean} */ function() {
        /** @const */ var /** number */ v_1 = base.cursor;
        r_mark_regions();
        base.cursor = v_1;
        lab0: {
            /** @const */ var /** number */ v_2 = base.cursor;
            lab1: {
                // hop 2: the first two letters are never stripped
                if (base.cursor + 2 > base.limit)
                {
                    break lab1;
                }
                base.cursor += 2;
                base.limit_backward = base.cursor;
                base.cursor = base.limit;
                if (!r_remove_endings())
                {
                    break lab1;
                }
                base.cursor = base.limit_backward;
                break lab0;
            }
            base.cursor = v_2;
            base.limit_backward = base.cursor;
            base.cursor = base.limit;
            if (!r_normalize_consonant())
            {
                return false;
            }
            base.cursor = base.limit_backward;
        }
        return true;
    };

    /**@return{string}*/
    this['stemWord'] = function(/**string*/word) {
        base.setCurrent(word);
        this.stem();
        return base.getCurrent();
    };
};
