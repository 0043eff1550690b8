/**
 * npm run assistant:score [-- --tuning] [-- --all] [-- --quiet] [-- --postgres] [-- hi mr …]
 *
 * Asks every question of every language's frozen set (tests/assistant/frozen/)
 * through the chat function of an app on a fresh database with no model
 * endpoint configured, and prints per language the score and each miss with
 * its question and answer. --tuning scores the tuning sets instead, --all
 * both; language codes limit the run; --quiet prints the scores only;
 * --postgres uses a fresh schema in TEST_DATABASE_URL instead of SQLite.
 */
import { knowledgeByLocale } from "../../content/knowledge/index.ts";
import { chatFunctionAsker, describeMiss, loadSets, scoreSet, type SetKind } from "./question-sets.ts";

const args = process.argv.slice(2);
const kinds: SetKind[] = args.includes("--all") ? ["frozen", "tuning"] : args.includes("--tuning") ? ["tuning"] : ["frozen"];
const quiet = args.includes("--quiet");
const only = args.filter((a) => !a.startsWith("--"));

const asker = await chatFunctionAsker(args.includes("--postgres") ? "postgres" : "sqlite");
const lines: string[] = [];
for (const kind of kinds) {
  const sets = loadSets(kind).filter((s) => only.length === 0 || only.includes(s.language));
  for (const set of sets) {
    const result = await scoreSet(set, asker);
    const pct = (result.score * 100).toFixed(1);
    const waiting = set.language in knowledgeByLocale ? "" : " (no knowledge for this language in content/knowledge/index.ts yet)";
    const head = `${kind} ${set.language}: ${result.passed}/${result.asked} = ${pct} %${waiting}`;
    console.log(`\n${head}`);
    lines.push(head);
    if (!quiet) for (const o of result.outcomes) if (!o.verdict.pass) console.log(describeMiss(o));
  }
}
console.log(`\n${lines.join("\n")}`);
await asker.close();
