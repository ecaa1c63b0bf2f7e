/** Internal links of a served page: hrefs on the same host, decoded from HTML, without fragments or assets. */
export function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return [
    ...new Set(
      hrefs
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map((href) => href.split('#')[0]!)
        .filter((href) => href && !href.startsWith('/static/') && !href.startsWith('/_image') && !href.startsWith('/-/')),
    ),
  ];
}

/** A redirect destination with every placeholder given a value no table lists. */
export function fillDestination(destination: string): string {
  return destination.replace(/\{[A-Za-z_]+\*\}/g, 'bmw/x5').replace(/\{[A-Za-z_]+\}/g, 'kalmar');
}
