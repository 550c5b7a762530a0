export const OTHER_ROUTE: string;
export function routeTemplates(distDir?: string): (url: string) => string;
