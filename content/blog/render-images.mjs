// Renders the blog hero images: content/blog/art/<slug>.svg (our own art) → public/images/blog/<slug>.webp
// at 1200×630, and <slug>-800.webp at 800×420 for phones (the post's srcset, app/lib/blog.server.ts).
// Run after changing the art: node content/blog/render-images.mjs
import { readdirSync } from "node:fs";
import sharp from "sharp";

const artDir = new URL("./art/", import.meta.url);
const outDir = new URL("../../public/images/blog/", import.meta.url);

for (const file of readdirSync(artDir).filter((f) => f.endsWith(".svg"))) {
  const slug = file.slice(0, -4);
  for (const [name, width, height] of [[`${slug}.webp`, 1200, 630], [`${slug}-800.webp`, 800, 420]]) {
    const info = await sharp(new URL(file, artDir).pathname, { density: 96 })
      .resize(width, height, { fit: "cover" })
      .webp({ quality: 78, effort: 6 })
      .toFile(new URL(name, outDir).pathname);
    console.log(`${name} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KiB`);
  }
}
