import { startFixtureSites } from '../test/fixtures/sites';
startFixtureSites().then((s) => { console.log(JSON.stringify(s).slice(0, 300)); setTimeout(() => process.exit(0), 300_000); });
