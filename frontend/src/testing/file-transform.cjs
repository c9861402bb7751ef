// In Jest an imported image is its path from the frontend folder, so tests can read the file.
const { relative } = require('node:path');

module.exports = {
  process(_source, filename, options) {
    const path = relative(options.config.rootDir, filename).split('\\').join('/');
    return { code: `module.exports = ${JSON.stringify(path)};` };
  },
};
