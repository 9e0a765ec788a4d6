/** The preview renderer's thread: satori and resvg take tens of milliseconds of CPU a card. */
import { parentPort } from 'node:worker_threads';
import { renderShareImage, type ShareCard } from './share-image.ts';

parentPort?.on('message', async ({ card }: { card: ShareCard }) => {
  try {
    parentPort?.postMessage({ png: new Uint8Array(await renderShareImage(card)) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
