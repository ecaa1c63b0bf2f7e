// The OWASP XSS Filter Evasion Cheat Sheet's vectors (and the mutation, template and script-breakout vectors
// that followed it), written out as data for the sandbox's stored-XSS override (issue 20). Each one, if it ever
// runs, calls the page's detector with its own number: `__xss(n)` (the e2e suite defines it), or `alert(n)`
// (every fifth, so a page without the detector still shows a dialog). The e2e suite asserts that none runs.

/** One vector: its number (1-based), the cheat-sheet section it stands for and the text as stored. */
export interface XssPayload {
  n: number;
  source: string;
  text: string;
}

/** What a vector calls when it runs; every fifth one a dialog. */
export const callOf = (n: number): string => (n % 5 === 0 ? `alert(${n})` : `__xss(${n})`);

const decimal = (text: string, pad = 0, semicolon = true) => [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(pad, '0')}${semicolon ? ';' : ''}`).join('');
const hex = (text: string, semicolon = true) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()}${semicolon ? ';' : ''}`).join('');
const charCodes = (text: string) => `eval(String.fromCharCode(${[...text].map((c) => c.charCodeAt(0)).join(',')}))`;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const cssEscape = (text: string) => [...text].map((c) => `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const jsUnicode = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** Vector templates in cheat-sheet order; c is the call. */
const TEMPLATES: readonly (readonly [string, (c: string) => string])[] = [
  // Basic and script-tag vectors
  ['basic script', (c) => `<script>${c}</script>`],
  ['script src data URL', (c) => `<SCRIPT SRC=data:text/javascript,${c}></SCRIPT>`],
  ['non-alpha-non-digit', (c) => `<SCRIPT/XSS SRC="data:,${c}"></SCRIPT>`],
  ['non-alpha-non-digit slash', (c) => `<SCRIPT/SRC="data:,${c}"></SCRIPT>`],
  ['extraneous open brackets', (c) => `<<SCRIPT>${c}//<</SCRIPT>`],
  ['no closing script tag', (c) => `<SCRIPT SRC=data:,${c}?< B >`],
  ['half open script', (c) => `<SCRIPT>${c}</SCRIPT`],
  ['nested to defeat strip', (c) => `<scr<script>ipt>${c}</scr</script>ipt>`],
  ['script a=">"', (c) => `<SCRIPT a=">" SRC="data:,${c}"></SCRIPT>`],
  ['script ="blah"', (c) => `<SCRIPT ="blah" SRC="data:,${c}"></SCRIPT>`],
  ['script a=`>`', (c) => `<SCRIPT a=\`>\` SRC="data:,${c}"></SCRIPT>`],
  ['document.write split', (c) => `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="data:,${c}"></SCRIPT>`],
  ['escaping JavaScript escapes', (c) => `\\";${c};//`],
  ['end title tag', (c) => `</TITLE><SCRIPT>${c}</SCRIPT>`],
  ['svg script', (c) => `<svg><script>${c}</script></svg>`],
  ['svg script href', (c) => `<svg><script href="data:,${c}"></script></svg>`],
  // Image vectors
  ['img javascript: quoted', (c) => `<IMG SRC="javascript:${c};">`],
  ['img javascript: no quotes', (c) => `<IMG SRC=javascript:${c}>`],
  ['img case insensitive', (c) => `<IMG SRC=JaVaScRiPt:${c}>`],
  ['img grave accents', (c) => `<IMG SRC=\`javascript:${c}\`>`],
  ['malformed A/IMG', (c) => `<IMG """><SCRIPT>${c}</SCRIPT>"\\>`],
  ['fromCharCode', (c) => `<IMG SRC=javascript:${charCodes(c)}>`],
  ['default src onmouseover', (c) => `<IMG SRC=# onmouseover="${c}">`],
  ['empty src onmouseover', (c) => `<IMG SRC= onmouseover="${c}">`],
  ['no src onmouseover', (c) => `<IMG onmouseover="${c}">`],
  ['onerror', (c) => `<IMG SRC=/ onerror="${c}"></img>`],
  ['onerror short', (c) => `<img src=x onerror=${c}>`],
  ['img slashes', (c) => `<img/src/onerror=${c}>`],
  ['onerror encoded handler', (c) => `<img src=x onerror="${decimal(c, 7, false)}">`],
  ['decimal entities', (c) => `<IMG SRC=${decimal(`javascript:${c}`)}>`],
  ['long decimal no semicolons', (c) => `<IMG SRC=${decimal(`javascript:${c}`, 7, false)}>`],
  ['hex no semicolons', (c) => `<IMG SRC=${hex(`javascript:${c}`, false)}>`],
  ['embedded tab', (c) => `<IMG SRC="jav\tascript:${c};">`],
  ['embedded encoded tab', (c) => `<IMG SRC="jav&#x09;ascript:${c};">`],
  ['embedded newline', (c) => `<IMG SRC="jav&#x0A;ascript:${c};">`],
  ['embedded carriage return', (c) => `<IMG SRC="jav&#x0D;ascript:${c};">`],
  ['spaces and meta chars', (c) => `<IMG SRC=" &#14;  javascript:${c};">`],
  ['img dynsrc', (c) => `<IMG DYNSRC="javascript:${c}">`],
  ['img lowsrc', (c) => `<IMG LOWSRC="javascript:${c}">`],
  ['vbscript in image', (c) => `<IMG SRC='vbscript:${c}'>`],
  ['img style expression', (c) => `<IMG STYLE="xss:expr/*XSS*/ession(${c})">`],
  ['img srcset onerror', (c) => `<img srcset=",,,,x" onerror=${c}>`],
  ['xml data island', (c) => `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:${c}"></B></I></XML>`],
  ['grave accent IE', (c) => `<img src="x\`<script>${c}</script>"\`>`],
  // Event handlers that fire by themselves
  ['svg onload', (c) => `<svg/onload=${c}>`],
  ['body onload', (c) => `<BODY ONLOAD=${c}>`],
  ['body onload odd chars', (c) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${c}>`],
  ['body onpageshow', (c) => `<body onpageshow=${c}>`],
  ['details ontoggle', (c) => `<details open ontoggle=${c}>`],
  ['video source onerror', (c) => `<video><source onerror="${c}"></video>`],
  ['audio onerror', (c) => `<audio src=x onerror=${c}>`],
  ['marquee onstart', (c) => `<marquee onstart=${c}>x</marquee>`],
  ['input autofocus', (c) => `<input autofocus onfocus=${c}>`],
  ['select autofocus', (c) => `<select autofocus onfocus=${c}></select>`],
  ['textarea autofocus', (c) => `<textarea autofocus onfocus=${c}></textarea>`],
  ['keygen autofocus', (c) => `<keygen autofocus onfocus=${c}>`],
  ['focusin tabindex', (c) => `<xss id=x tabindex=1 onfocusin=${c} autofocus></xss>`],
  ['animationstart', (c) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="${c}"></div>`],
  ['svg animate onbegin', (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`],
  ['svg set onload', (c) => `<svg><set attributeName="onload" to="${c}"/></svg>`],
  ['onclick link', (c) => `<a href="#" onclick="${c}">x</a>`],
  // Links and URL schemes
  ['a javascript:', (c) => `<a href="javascript:${c}">x</a>`],
  ['a encoded tab', (c) => `<a href="jav&#x09;ascript:${c}">x</a>`],
  ['a encoded newline', (c) => `<a href="jav&#x0A;ascript:${c}">x</a>`],
  ['a hex entities', (c) => `<a href="${hex(`javascript:${c}`)}">x</a>`],
  ['a partial decimal', (c) => `<a href="java&#0000115cript:${c}">x</a>`],
  ['a leading space', (c) => `<a href=" javascript:${c}">x</a>`],
  ['a mixed case', (c) => `<a href="JaVaScRiPt:${c}">x</a>`],
  ['a &colon;', (c) => `<a href="javascript&colon;${c}">x</a>`],
  ['a no-semicolon decimal', (c) => `<a href="&#106avascript:${c}">x</a>`],
  ['a data text/html base64', (c) => `<a href="data:text/html;base64,${base64(`<script>${c}</script>`)}">x</a>`],
  ['a vbscript', (c) => `<a href="vbscript:${c}">x</a>`],
  ['a javascript comment newline', (c) => `<a href="javascript://%0A${c}">x</a>`],
  ['svg xlink:href', (c) => `<svg><a xlink:href="javascript:${c}"><text x="20" y="20">x</text></a></svg>`],
  ['svg animate href', (c) => `<svg><animate xlink:href=#xss attributeName=href values=javascript:${c} /><a id=xss><text x=20 y=20>x</text></a></svg>`],
  ['math href', (c) => `<math href="javascript:${c}">x</math>`],
  ['form button formaction', (c) => `<form><button formaction=javascript:${c}>x</button></form>`],
  ['isindex action', (c) => `<isindex action=javascript:${c} type=submit>`],
  ['input type image', (c) => `<INPUT TYPE="IMAGE" SRC="javascript:${c};">`],
  ['body background', (c) => `<BODY BACKGROUND="javascript:${c}">`],
  ['bgsound', (c) => `<BGSOUND SRC="javascript:${c};">`],
  ['& JavaScript includes', (c) => `<BR SIZE="&{${c}}">`],
  ['link stylesheet', (c) => `<LINK REL="stylesheet" HREF="javascript:${c};">`],
  ['link import data', (c) => `<link rel=import href="data:text/html,<script>${c}</script>">`],
  ['table background', (c) => `<TABLE BACKGROUND="javascript:${c}">`],
  ['td background', (c) => `<TABLE><TD BACKGROUND="javascript:${c}">`],
  ['base href', (c) => `<BASE HREF="javascript:${c};//">`],
  // Frames, objects and embeds
  ['iframe javascript:', (c) => `<IFRAME SRC="javascript:${c};"></IFRAME>`],
  ['iframe event', (c) => `<IFRAME SRC=# onmouseover="${c}"></IFRAME>`],
  ['iframe srcdoc', (c) => `<iframe srcdoc="<script>${c}</script>"></iframe>`],
  ['iframe srcdoc encoded', (c) => `<iframe srcdoc="&lt;img src=x onerror=${c}&gt;"></iframe>`],
  ['half open iframe', (c) => `<iframe src=javascript:${c} <`],
  ['frameset', (c) => `<FRAMESET><FRAME SRC="javascript:${c};"></FRAMESET>`],
  ['object scriptlet', (c) => `<OBJECT TYPE="text/x-scriptlet" DATA="javascript:${c}"></OBJECT>`],
  ['object data', (c) => `<object data="data:text/html;base64,${base64(`<script>${c}</script>`)}"></object>`],
  ['embed svg base64', (c) => `<EMBED SRC="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${c}"/>`)}" type="image/svg+xml">`],
  ['embed javascript:', (c) => `<embed src="javascript:${c}">`],
  // Style and expression
  ['style list-style-image', (c) => `<STYLE>li {list-style-image: url("javascript:${c}");}</STYLE><UL><LI>x</br>`],
  ['style @import', (c) => `<STYLE>@import'javascript:${c}';</STYLE>`],
  ['style @import escaped', (c) => `<STYLE>@im\\port'\\ja\\vasc\\ript:${c}';</STYLE>`],
  ['meta link stylesheet', (c) => `<META HTTP-EQUIV="Link" Content="<javascript:${c}>; REL=stylesheet">`],
  ['moz-binding', (c) => `<STYLE>BODY{-moz-binding:url("javascript:${c}")}</STYLE>`],
  ['style type text/javascript', (c) => `<STYLE TYPE="text/javascript">${c};</STYLE>`],
  ['style class background', (c) => `<STYLE>.XSS{background-image:url("javascript:${c}");}</STYLE><A CLASS=XSS></A>`],
  ['style body background', (c) => `<STYLE type="text/css">BODY{background:url("javascript:${c}")}</STYLE>`],
  ['xss style expression', (c) => `<XSS STYLE="xss:expression(${c})">`],
  ['div background-image', (c) => `<DIV STYLE="background-image: url(javascript:${c})">`],
  ['div background-image unicode', (c) => `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'${cssEscape(`javascript:${c}`)}'\\0029">`],
  ['div expression', (c) => `<DIV STYLE="width: expression(${c});">`],
  // Meta refresh
  ['meta refresh javascript:', (c) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${c};">`],
  ['meta refresh data base64', (c) => `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${base64(`<script>${c}</script>`)}">`],
  ['meta refresh extra url', (c) => `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:${c};">`],
  // Comments, CDATA, conditional comments
  ['downlevel-hidden block', (c) => `<!--[if gte IE 4]><SCRIPT>${c}</SCRIPT><![endif]-->`],
  ['comment then img', (c) => `<!--<img src="--><img src=x onerror=${c}//">`],
  ['comment script opener', (c) => `<!--<script>${c}</script>-->`],
  ['CDATA', (c) => `<![CDATA[<script>${c}</script>]]>`],
  ['svg CDATA', (c) => `<svg><![CDATA[><image xlink:href="]]><img src=xx:x onerror=${c}//"></svg>`],
  ['HTML+TIME', (c) => `<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="x<SCRIPT DEFER>${c}</SCRIPT>"></BODY></HTML>`],
  // Mutation XSS (parser differentials)
  ['mXSS math mglyph style', (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`],
  ['mXSS form math', (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`],
  ['mXSS noscript title', (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`],
  ['mXSS svg p style', (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`],
  ['mXSS template', (c) => `<template><img src=x onerror=${c}></template>`],
  ['mXSS math mi xlink', (c) => `<math><mi xlink:href="javascript:${c}">x</mi></math>`],
  // Breakouts: attributes, raw-text elements, JSON in script tags
  ['attribute breakout script', (c) => `"><script>${c}</script>`],
  ['attribute breakout img', (c) => `'><img src=x onerror=${c}>`],
  ['attribute breakout handler', (c) => `" onmouseover="${c}`],
  ['attribute breakout autofocus', (c) => `" autofocus onfocus="${c}" x="`],
  ['JS string breakout', (c) => `"-${c}-"`],
  ['JS single-quote breakout', (c) => `';${c};'`],
  ['script end breakout', (c) => `</script><script>${c}</script>`],
  ['script end breakout slash', (c) => `</script/x><script>${c}</script>`],
  ['script end upper-case', (c) => `</SCRIPT ><SCRIPT>${c}</SCRIPT>`],
  ['JSON line separators', (c) => `\u2028\u2029</script><script>${c}</script>`],
  ['style end breakout', (c) => `</style><script>${c}</script>`],
  ['textarea end breakout', (c) => `</textarea><script>${c}</script>`],
  ['noscript end breakout', (c) => `</noscript><img src=x onerror=${c}>`],
  ['title end breakout', (c) => `</title><img src=x onerror=${c}>`],
  // Templates and encodings a second decoder might undo
  ['template constructor', (c) => `{{constructor.constructor('${c}')()}}`],
  ['template literal', (c) => `\${${c}}`],
  ['server template', (c) => `<%= ${c} %>#{${c}}`],
  ['JS unicode escapes', (c) => `\\u003cscript\\u003e${c}\\u003c/script\\u003e`],
  ['JS unicode call', (c) => `<img src=x onerror="${jsUnicode(c.slice(0, c.indexOf('(')))}${c.slice(c.indexOf('('))}">`],
  ['URL encoded', (c) => `%3Cscript%3E${encodeURIComponent(c)}%3C%2Fscript%3E`],
  ['double entity encoded', (c) => `&lt;script&gt;${c}&lt;/script&gt;`],
  ['double encoded amp', (c) => `&amp;lt;img src=x onerror=${c}&amp;gt;`],
  ['full-width brackets', (c) => `＜script＞${c}＜/script＞`],
  ['UTF-7', (c) => `+ADw-script+AD4-${c}+ADw-/script+AD4-`],
  // Bare URLs: the ones link fields (href) carry too
  ['bare javascript: URL', (c) => `javascript:${c}`],
  ['bare javascript: mixed case', (c) => `JaVaScRiPt:${c}`],
  ['bare javascript: embedded tab', (c) => `jav\tascript:${c}`],
  ['bare javascript: leading space', (c) => ` javascript:${c}`],
  ['bare javascript: comment newline', (c) => `javascript://%0A${c}`],
  ['bare vbscript: URL', (c) => `vbscript:${c}`],
  ['bare data: URL', (c) => `data:text/html,<script>${c}</script>`],
  ['bare data: base64 URL', (c) => `data:text/html;base64,${base64(`<script>${c}</script>`)}`],
  // Last: it swallows everything after it in an HTML parser, so in a bundle it comes after every other vector.
  ['plaintext', (c) => `<plaintext><script>${c}</script>`],
];

/** The vectors, numbered from 1. */
export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map(([source, template], i) => ({ n: i + 1, source, text: template(callOf(i + 1)) }));

/** The vectors that are URLs (for link fields): a script-running scheme, however spelled. */
export const URL_PAYLOADS: readonly XssPayload[] = XSS_PAYLOADS.filter((p) => p.source.startsWith('bare '));
