/**
 * Where the editor shows a picture of the site from: under `npm run edit`, its own address (the editor serves public/);
 * on the running site, /admin/images/…, which has the pictures uploaded and not yet published (the public address has
 * only the published ones).
 */
export const editorImageSource = (src: string) =>
  src.startsWith("/images/") ? `${import.meta.env.BASE_URL}${src.slice(1)}` : src;
