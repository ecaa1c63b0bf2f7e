// The CSP nonce of the partner's <script> that included embed.js (issue 20), so the embed's style tags pass a
// policy without style-src 'unsafe-inline'. Only the tag that is running can be known, and only while it runs:
// document.currentScript is the partner's tag during embed.js and null once the entry awaits its first chunk (those
// chunks were inserted under 'strict-dynamic' and carry no nonce). So the generated entry imports this module before
// anything else. Browsers hide the nonce attribute from the DOM; the `nonce` property keeps it.
declare global {
  // webpack's free variable (its runtime's __webpack_require__.nc): its chunk scripts carry the nonce too, which a
  // partner policy without 'strict-dynamic' needs; defineEmbed gives it to emotion.
  var __webpack_nonce__: string | undefined;
}

__webpack_nonce__ = document.currentScript?.nonce || undefined;

export {};
