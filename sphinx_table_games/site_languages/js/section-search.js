/*
 * Search by section (the Python half is site_languages/section_search.py).
 *
 * On every page of a game (five-up/, all-fives/, up-or-down/) the search box
 * also sends game=<that game>, so a reader mid-game searches that game first.
 * On search.html it replaces Sphinx's page search: the query is split with
 * the page's splitQuery, its words stemmed with the page's Stemmer (the
 * stemmer the index was built with), numbers kept whole ("2,5" reads as
 * "2.5"), and every section scored; each result links to page.html#section
 * with the section's own text as preview, best first, inside #search-results.
 */
"use strict";

const SectionSearch = {
  _index: null,
  _pending: null,

  /* The same pattern as NUMBER_RE in section_search.py. */
  NUMBER: /[0-9]+(?:[.,][0-9]+)*/g,

  root: () => new URL(document.documentElement.dataset.content_root || "./", window.location.href),

  /* The game of the page being read: the first folder of its path. */
  pageGame: () => {
    const root = SectionSearch.root().href;
    const here = window.location.href;
    if (!here.startsWith(root)) return "";
    const folder = here.slice(root.length).split("/")[0];
    return ["five-up", "all-fives", "up-or-down"].includes(folder) ? folder : "";
  },

  scopeSearchBoxes: () => {
    const game = SectionSearch.pageGame();
    if (!game) return;
    document.querySelectorAll("form.bd-search, form[action$='search.html']").forEach((form) => {
      if (form.querySelector("input[name='game']")) return;
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = "game";
      input.value = game;
      form.appendChild(input);
    });
  },

  /* Index terms of a text: numbers first, then stemmed words, as tokens() in
   * Python; a negation ("not", "nie", "не") is a word, never a stop word. */
  terms: (text) => {
    const negations = new Set(SectionSearch._index?.players?.negations || []);
    const numbers = (text.match(SectionSearch.NUMBER) || []).map((n) => n.replace(/,/g, "."));
    const stemmer = new Stemmer();
    const words = [];
    for (const raw of splitQuery(text.replace(SectionSearch.NUMBER, " "))) {
      const word = raw.toLowerCase();
      const kept = negations.has(word);
      if (word.length < 2 || (stopwords.has(word) && !kept)) continue;
      const stem = stemmer.stemWord(word).toLowerCase();
      if (stem && ((!stopwords.has(stem) && !/^[0-9]+$/.test(stem)) || kept)) words.push(stem);
    }
    return [...new Set(numbers.concat(words))];
  },

  /* A query as players type it: phrases written out ("can't" is
   * "cannot"), then for each term the site's words for a player's word
   * ("pozo": "montón de robo"); a section holding any of them answers it. */
  query: (query) => {
    const players = SectionSearch._index?.players || { phrases: {}, words: {} };
    let text = query.toLowerCase();
    for (const [short, whole] of Object.entries(players.phrases)) {
      // Any apostrophe a keyboard types: ' or \u2019 or \u02bc.
      const escaped = short.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['\u2019\u02bc]");
      const at = new RegExp(`(^|[^\\p{L}'\u2019\u02bc])${escaped}(?=$|[^\\p{L}'\u2019\u02bc])`, "gu");
      text = text.replace(at, `$1${whole}`);
    }
    const words = new Map(Object.entries(players.words));
    return SectionSearch.terms(text).map((term) => [term, ...(words.get(term) || [])]);
  },

  /* BM25 over a section's own text, plus a bonus for a word of its title:
   * the shorter the title, the more of it the query is, the larger; times
   * the page's weight (the trainer and the statistics weigh half). */
  rank: (query, game) => {
    const index = SectionSearch._index;
    const k1 = 1.2, b = 0.75, titleBonus = 2.5;
    const scores = new Map();
    const add = (term, posting, factor) => {
      const [section, inTitle, inBody] = posting;
      const [, , , , length, titleLength, weight] = index.sections[section];
      const tf = (inBody * (k1 + 1)) / (inBody + k1 * (1 - b + (b * length) / index.average_length));
      const title = inTitle ? titleBonus * (0.5 + 1 / (1 + titleLength)) : 0;
      const score = index.idf.get(term) * (tf + title) * factor * weight;
      const entry = scores.get(section) || { matched: new Map(), score: 0 };
      entry.score += score;
      scores.set(section, entry);
    };
    const terms = SectionSearch.query(query);
    const allTerms = [...index.terms.keys()];
    // Each position of the query is a term and the site's words for it.
    terms.forEach((alternatives, position) => alternatives.forEach((term) => {
      const seen = new Set();
      for (const posting of index.terms.get(term) || []) {
        seen.add(posting[0]);
        add(term, posting, 1);
        scores.get(posting[0]).matched.set(position, true);
      }
      // A stem that is the start of a longer one (a word typed short, or a
      // form the stemmer cut differently): found, but weighed less.
      if (term.length < 4 || /^[0-9.]+$/.test(term)) return;
      for (const other of allTerms) {
        if (other === term || !other.startsWith(term)) continue;
        for (const posting of index.terms.get(other)) {
          if (seen.has(posting[0])) continue;
          add(other, posting, 0.5);
          scores.get(posting[0]).matched.set(position, true);
        }
      }
    }));
    return [...scores.entries()]
      .filter(([section]) => !game || index.sections[section][2] === game)
      .map(([section, entry]) => ({
        section,
        matched: [...entry.matched.keys()].filter((k) => k >= 0 && k < terms.length).length,
        score: entry.score,
      }))
      .sort((x, y) => y.matched - x.matched || y.score - x.score || x.section - y.section);
  },

  setIndex: (index) => {
    // Maps, not the index's plain objects: a word such as "constructor" or
    // "__proto__" is a term like any other, not a property every object inherits.
    index.terms = new Map(Object.entries(index.terms));
    index.idf = new Map(Object.entries(index.idf));
    SectionSearch._index = index;
    if (SectionSearch._pending) SectionSearch._pending();
  },

  scopeChoice: (form, game) => {
    const index = SectionSearch._index;
    const fieldset = document.createElement("fieldset");
    fieldset.className = "section-search-scope";
    const legend = fieldset.appendChild(document.createElement("legend"));
    legend.textContent = index.strings.scope;
    const choices = [["", index.strings.all]].concat(index.games);
    for (const [value, name] of choices) {
      const label = fieldset.appendChild(document.createElement("label"));
      const radio = label.appendChild(document.createElement("input"));
      radio.type = "radio";
      radio.name = "game";
      radio.value = value;
      radio.checked = value === game;
      label.appendChild(document.createTextNode(" " + name + " "));
      radio.addEventListener("change", () => {
        const params = new URLSearchParams(window.location.search);
        if (value) params.set("game", value);
        else params.delete("game");
        window.history.replaceState(null, "", "?" + params.toString());
        SectionSearch.show(params.get("q") || "", value);
      });
    }
    form.appendChild(fieldset);
  },

  /* Replaces Search.performSearch: same elements, sections instead of pages. */
  performSearch: (query) => {
    const params = new URLSearchParams(window.location.search);
    const game = params.get("game") || "";
    const run = () => {
      const form = document.querySelector("#search-results")?.previousElementSibling;
      if (form && form.tagName === "FORM" && !form.querySelector(".section-search-scope"))
        SectionSearch.scopeChoice(form, game);
      SectionSearch.show(query, game);
    };
    if (SectionSearch._index) run();
    else SectionSearch._pending = run;
  },

  show: (query, game) => {
    const out = document.getElementById("search-results");
    // The summary is one lasting live region: a screen reader announces
    // each new count, also after a change of game.
    let summary = out.querySelector(".search-summary");
    if (!summary) {
      const title = out.appendChild(document.createElement("h2"));
      title.textContent = Documentation.gettext("Search Results");
      summary = out.appendChild(document.createElement("p"));
      summary.className = "search-summary";
      summary.setAttribute("role", "status");
    }
    out.querySelector("ul.search")?.remove();
    const list = out.appendChild(document.createElement("ul"));
    list.className = "search";
    list.setAttribute("role", "list");
    const results = SectionSearch.rank(query, game);
    const root = SectionSearch.root();
    for (const result of results) {
      const [link, heading, , preview, , , , pageTitle] = SectionSearch._index.sections[result.section];
      const item = list.appendChild(document.createElement("li"));
      const anchor = item.appendChild(document.createElement("a"));
      anchor.href = new URL(link, root).href;
      anchor.textContent = heading;
      // Which game and page it is from: two games have sections of the same title.
      if (pageTitle && pageTitle !== heading) {
        const where = item.appendChild(document.createElement("p"));
        where.className = "search-result-where";
        where.textContent = pageTitle;
      }
      if (preview) {
        const context = item.appendChild(document.createElement("p"));
        context.className = "context";
        context.textContent = preview;
      }
    }
    summary.textContent = results.length
      ? Documentation.ngettext(
          "Found one section that matches.",
          "Found ${resultCount} sections that match.",
          results.length,
        ).replace("${resultCount}", results.length)
      : Documentation.gettext(
          "No section of the site matches. Check the spelling, or try other or fewer words.",
        );
  },
};
window.SectionSearch = SectionSearch;

document.addEventListener("DOMContentLoaded", () => {
  SectionSearch.scopeSearchBoxes();
  // Registered before searchtools.js's own start (this script loads first),
  // so Search.init already calls the section search.
  if (typeof Search !== "undefined") Search.performSearch = SectionSearch.performSearch;
});
