// Query splitting for Ukrainian: a word runs over an apostrophe (' ’ ʼ), so
// "п'ять" stays one word, as ukrainian.py's indexer splits it.  Loaded after
// searchtools.js (pydata-sphinx-theme's search page orders them so), hence an
// assignment that replaces its default splitQuery.
var splitQuery = function (query) {
  return query.match(/[\p{Letter}\p{Number}_]+(?:['\u2019\u02BC][\p{Letter}\p{Number}_]+)*/gu) || [];
};
window.splitQuery = splitQuery;
