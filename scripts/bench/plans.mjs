export function printPlans(plans) {
  console.log("\nQuery plans (EXPLAIN ANALYZE, full text in bench/results.json):");
  for (const entry of plans) {
    console.log(`\n## ${entry.name}${entry.fullScan ? "  <-- FULL SCAN" : ""}`);
    for (const statement of entry.statements) {
      const lines = statement.plan
        .split("\n")
        .filter((line) => !/^(Planning|Buffers:|Index Searches:|Heap Blocks:)/.test(line.trim()));
      // Long IN (...) lists of ids make a plan unreadable; their length is what matters.
      console.log(lines.map((line) => `   ${line.replace(/'\{[^}]{200,}\}'/g, "'{…ids…}'")}`).join("\n"));
    }
  }
}
