module.exports = { ...require('../../jest.preset.js'), roots: ['<rootDir>/src'] };
