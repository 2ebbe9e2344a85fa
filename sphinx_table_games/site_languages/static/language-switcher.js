// The language switcher keeps the section being read: each link to the same
// page in another language carries the current #fragment (section ids are the
// same in every language). Without JavaScript the links still open the page.
(function () {
  "use strict";
  function keepSection() {
    var links = document.querySelectorAll("a.language-switcher-link");
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute("href") || "";
      links[i].setAttribute("href", href.split("#")[0] + window.location.hash);
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", keepSection);
  } else {
    keepSection();
  }
  window.addEventListener("hashchange", keepSection);
})();
