import type { Config } from "vike/types";
import vikeReact from "vike-react/config";

export default {
  title: "My Vike App",
  description: "Demo showcasing Vike",
  prerender: true,
  extends: [vikeReact],
} satisfies Config;
