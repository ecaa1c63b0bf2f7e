#!/usr/bin/env node
// Runs the TypeScript command through tsx, so the registry commands need no build step.
require('tsx/cjs/api').register();
require('../src/cli/run.ts').run('deploy-all');
