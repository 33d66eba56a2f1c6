// /api/layers.json: what the layer stepper reads once a reader changes the board: every version's
// layer profile the engine plays (newest first) and the preset boards. The rule page and
// /play/layers/ carry only the first board's steps, rendered.
import type { APIRoute } from 'astro';
import { layersProfiles, widgetPresets } from '../../lib/data.ts';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      profiles: layersProfiles(),
      presets: widgetPresets().layers.map(({ name, title, scenario }) => ({
        name,
        title,
        scenario,
      })),
    }),
    { headers: { 'content-type': 'application/json; charset=utf-8' } },
  );
