import { existsSync } from "node:fs";

/**
 * Where a public page's own module lives, by convention: "/" → routes/public/home.tsx,
 * "/process-overview/title" → routes/public/process-overview--title.tsx.
 */
export function publicModuleFor(path: string): string {
  return `routes/public/${path === "/" ? "home" : path.slice(1).replaceAll("/", "--")}.tsx`;
}

/**
 * The module of a public page of the route table: the file named for its path. Every page has
 * its own content, so a missing file is a build error rather than a page without content.
 * (Client-rendered pages are listed by hand in app/routes.ts.)
 */
export function moduleForPath(path: string, exists: (appRelative: string) => boolean = existsInApp): string {
  const pub = publicModuleFor(path);
  if (!exists(pub)) throw new Error(`Public route ${path} has no module: create app/${pub}`);
  return pub;
}

function existsInApp(appRelative: string): boolean {
  return existsSync(new URL(`./${appRelative}`, import.meta.url));
}
