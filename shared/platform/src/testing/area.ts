import { AreaDeclaration, browserRoutesOf, findBrowserRoute, type BrowserRoute } from '@clinio/contracts';

/**
 * A remote's area.json (imported by its test), checked as the release step checks it: the remote's
 * own tests then prove that every path its router serves is one the area declares.
 */
export function readAreaDeclaration(json: unknown): AreaDeclaration {
  return AreaDeclaration.parse(json);
}

/** The route the shell would resolve `pathname` to if only this remote were live. */
export function routeInArea(name: string, area: AreaDeclaration, pathname: string): BrowserRoute | undefined {
  const route = findBrowserRoute(pathname, browserRoutesOf([{ name, routes: area.routes }]));
  return route?.area === name ? route : undefined;
}
