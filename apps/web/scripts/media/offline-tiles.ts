import type { BrowserContext } from 'playwright-core';

/**
 * Map tiles drawn here instead of OpenStreetMap's, for machines without internet access: a city
 * of blocks, parks and avenues that line up from tile to tile, varied by the tile's x and y.
 */

function random(x: number, y: number, salt: number): number {
  let h = (x * 374761393 + y * 668265263 + salt * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export function tileSvg(x: number, y: number): string {
  const cells: string[] = [];
  // Four by four blocks of 64 px, streets between them.
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const roll = random(x * 4 + col, y * 4 + row, 1);
      const fill = roll < 0.1 ? '#cfe8c9' : roll < 0.16 ? '#d8e6f0' : '#ebe7df';
      cells.push(
        `<rect x="${col * 64 + 5}" y="${row * 64 + 5}" width="54" height="54" rx="3" fill="${fill}"/>`,
      );
      if (roll >= 0.16) {
        // Buildings inside the block.
        const split = random(x * 4 + col, y * 4 + row, 2) < 0.5;
        const a = split
          ? `x="${col * 64 + 9}" y="${row * 64 + 9}" width="22" height="46"`
          : `x="${col * 64 + 9}" y="${row * 64 + 9}" width="46" height="20"`;
        cells.push(`<rect ${a} rx="2" fill="#e2ddd3"/>`);
      }
    }
  }
  const avenueRow = (y * 4) % 12 === 0 ? '<path d="M0 2H256" stroke="#fbe3a5" stroke-width="8"/>' : '';
  const avenueCol = (x * 4) % 12 === 0 ? '<path d="M2 0V256" stroke="#fbe3a5" stroke-width="8"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#ffffff"/>${cells.join('')}${avenueRow}${avenueCol}</svg>`;
}

export async function drawTilesOffline(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org\/\d+\/(\d+)\/(\d+)\.png/, (route) => {
    const [, x, y] = /\/(\d+)\/(\d+)\.png/.exec(route.request().url()) ?? [];
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: tileSvg(Number(x), Number(y)),
    });
  });
}
