// `@stacklens/contracts/score-band` at run time: the compiled zod-free module (src/score-band.ts).
'use strict';
module.exports = require('./dist/score-band.js');
