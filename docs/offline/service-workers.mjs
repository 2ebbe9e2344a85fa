// The site's service workers, one per language, written with Workbox after
// every build: node docs/offline/service-workers.mjs HTML_ROOT LANG...
//
// A reader's first visit to any page of a language installs <root>/sw-<lang>.js
// (scope: the whole site), which precaches every page of that language, its
// assets, the shared diagrams and the printed cards, and the score pads of
// every language with what they load. Each file is listed with a hash of its
// content, so a new build replaces exactly what changed and drops the rest.
import { generateSW } from "workbox-build";

const [root, ...languages] = process.argv.slice(2);
if (!root || !languages.length) {
  console.error("usage: service-workers.mjs HTML_ROOT LANG...");
  process.exit(2);
}
// The card PDFs stay out: Chromium stamps each print, so they differ from
// build to build; the card's page is cached, and prints the same card.
const assets = "{html,css,js,svg,png,ico,woff,woff2,ttf,webmanifest}";
for (const language of languages) {
  const others = languages.filter((other) => other !== language);
  const { count, size, warnings } = await generateSW({
    globDirectory: root,
    globPatterns: [
      `${language}/**/*.${assets}`,
      "_diagrams/*.svg",
      ...others.flatMap((other) => [
        `${other}/five-up/score-pad.html`,
        `${other}/all-fives/score-pad.html`,
        `${other}/_static/**/*.{css,js,woff,woff2,ttf,svg,png}`,
      ]),
    ],
    // The search index and the sources are for the online search and stay out.
    globIgnores: ["**/_sources/**", "**/searchindex.js", "**/.buildinfo"],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    swDest: `${root}/sw-${language}.js`,
    cacheId: `rules-${language}`,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // A page asked for as "five-up/" or without ".html" is the same page.
    directoryIndex: "index.html",
    ignoreURLParametersMatching: [/.*/],
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
  });
  for (const warning of warnings) console.error(`offline: ${language}: ${warning.split("\n")[0]}`);
  console.log(`offline: ${language}: ${count} files, ${(size / 1048576).toFixed(1)} MiB`);
}
