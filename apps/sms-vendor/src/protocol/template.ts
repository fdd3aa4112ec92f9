/** The `${name}` variables of a template text, in order, once each. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] ?? ''))];
}

/** The text with each `${name}` replaced by its value. */
export function renderTemplate(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => params[name] ?? whole);
}
