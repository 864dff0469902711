import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/** Calm, neutral look: grey surfaces, one blue accent, Inter (bundled via @fontsource-variable/inter). */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "gray.50", color: "gray.900" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', Inter, system-ui, sans-serif" },
        body: { value: "'Inter Variable', Inter, system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        accent: {
          solid: { value: "{colors.blue.600}" },
          subtle: { value: "{colors.blue.50}" },
          fg: { value: "{colors.blue.700}" },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
