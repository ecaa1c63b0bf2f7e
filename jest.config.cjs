// Every workspace's unit tests in one run (npm test); each workspace can also run its own with `npx jest`.
const fs = require('node:fs');
const path = require('node:path');

const workspaces = require('./package.json').workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? fs.readdirSync(pattern.slice(0, -2)).map((name) => path.join(pattern.slice(0, -2), name)) : [pattern],
);

module.exports = {
  projects: workspaces.filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs'))).map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
};
