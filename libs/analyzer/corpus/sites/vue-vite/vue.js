import {createApp,h} from "vue"; createApp({render:()=>h("p","hi")}).mount("#app");
