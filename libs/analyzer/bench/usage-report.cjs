'use strict';
// Preloaded (`node --require`) into the processes `bench/bulk.ts` measures: at exit, writes the process's own CPU
// time (user + system, ms) and peak RSS (MB) as JSON to the file named by $BULK_USAGE_FILE.
process.on('exit', () => {
  const cpu = process.cpuUsage();
  const usage = process.resourceUsage();
  require('node:fs').writeFileSync(
    process.env.BULK_USAGE_FILE,
    JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: usage.maxRSS / 1024 }),
  );
});
