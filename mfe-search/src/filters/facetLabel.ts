/** "car_privateleasing_monthly_cost" -> "Privateleasing monthly cost": the name without its field prefix, words spaced. */
function readableLevel(level: string): string {
  const words = level.replace(/^car_/, '').replace(/[_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : level;
}

/** A facet's label from the content configuration, or a readable form of its name when none is configured. */
export function facetLabel(name: string, labels: Record<string, string>): string {
  const configured = Object.hasOwn(labels, name) ? labels[name] : undefined;
  if (typeof configured === 'string' && configured.trim()) return configured;
  return name.split('>').map(readableLevel).join(' › ');
}
