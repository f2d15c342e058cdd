import type { EditorSource } from "../../shared/editor.ts";
import type { SizeEstimateProps } from "../../shared/ui/size-estimate.tsx";
import { optimizeSample } from "../shared/estimate-sample.ts";
import type { OptimizeOptions } from "../shared/options.ts";

/**
 * The Optimize editor's <SizeEstimate> props: the GIF (or its first frames when it is large) is
 * the sample; a result kept on the server is named by its key and not sent at all. A link has
 * no estimate (the browser cannot read another site's file).
 */
export function optimizeSizeEstimate(
  source: EditorSource,
  settings: OptimizeOptions,
): SizeEstimateProps {
  // The fields of the editor's start call.
  const fields = {
    quality: String(settings.quality),
    colors: String(settings.colors),
    lossy: String(settings.lossy),
    dither: settings.dither,
    optimize_level: String(settings.optimize_level),
  };
  const file = source.files[0];
  if (source.kind === "result" && source.resultKey) {
    const key = source.resultKey;
    return {
      tool: "optimize",
      fields,
      sampleKey: `result:${key}`,
      makeSample: async () => ({ files: [], fields: { source_key: key } }),
    };
  }
  if (source.kind !== "file" || !file) {
    return {
      tool: "optimize",
      fields,
      sampleKey: null,
      makeSample: async () => ({ files: [], fields: {} }),
    };
  }
  return {
    tool: "optimize",
    fields,
    sampleKey: `file:${file.name}:${file.size}:${file.lastModified}`,
    makeSample: async () => {
      const { sample, sourceBytes } = optimizeSample(new Uint8Array(await file.arrayBuffer()));
      return {
        files: [
          {
            blob: new Blob([sample as Uint8Array<ArrayBuffer>], { type: "image/gif" }),
            name: file.name,
          },
        ],
        fields: sourceBytes
          ? { source_bytes: String(sourceBytes) }
          : ({} as Record<string, string>),
      };
    },
  };
}
