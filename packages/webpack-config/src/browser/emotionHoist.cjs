// Browser builds swap emotion's import of hoist-non-react-statics for the stand-in next to this file
// (hoistNonReactStatics.mjs): emotion is a shared singleton, bundled whole on every page.
const path = require('node:path');
const webpack = require('webpack');

const STAND_IN = path.join(__dirname, 'hoistNonReactStatics.mjs');
// Only emotion's own imports: withTheme's (_isolated-hnrs) and the side-effect imports of its entry points (dist,
// jsx-runtime/dist, jsx-dev-runtime/dist), which would otherwise bundle the package all the same.
const EMOTION_FOLDER = /[\\/]node_modules[\\/]@emotion[\\/]react[\\/](_isolated-hnrs[\\/]|jsx-runtime[\\/]|jsx-dev-runtime[\\/])?dist$/;

/** The stand-in for a request made from emotion's folder, or undefined. */
function hoistStandInFor(request, context) {
  return request === 'hoist-non-react-statics' && EMOTION_FOLDER.test(context ?? '') ? STAND_IN : undefined;
}

/** The plugin for a browser build's `plugins`. */
function emotionWithoutHoist() {
  return new webpack.NormalModuleReplacementPlugin(/^hoist-non-react-statics$/, (resource) => {
    const standIn = hoistStandInFor(resource.request, resource.context);
    if (standIn) resource.request = standIn;
  });
}

module.exports = { emotionWithoutHoist, hoistStandInFor };
