const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// Text assets a browser downloads, written beside themselves as .br and .gz at build time, so the host and the
// CDN serve them compressed (@fastify/static's preCompressed) without compressing on every request. Brotli at
// its best quality costs build time once; source maps are never served, so they are left alone.
const TEXT = /\.(js|css|html|json|svg)$/;

/** The build-time compression plugins of a production browser build: brotli and gzip copies of each text asset over 1 kB. */
function precompress() {
  return [
    new CompressionPlugin({ test: TEXT, threshold: 1024, minRatio: 0.9, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }),
    new CompressionPlugin({ test: TEXT, threshold: 1024, minRatio: 0.9, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

module.exports = { precompress };
