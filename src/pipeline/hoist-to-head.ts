/**
 * React writes the resources a page asks to be hoisted (an image preload for a high-priority image, the
 * `<style precedence>` of Mantine's responsive props) at the start of its output when it renders only part of the
 * document. They belong in the <head>, where they are valid HTML and load first; React finds them there when it
 * hydrates.
 */
export function hoistToHead(appHtml: string): { head: string; body: string } {
  const leading = /^(?:<link [^>]*\/?>|<style [^>]*data-precedence[^>]*>[\s\S]*?<\/style>)*/.exec(appHtml)![0];
  return { head: leading, body: appHtml.slice(leading.length) };
}
