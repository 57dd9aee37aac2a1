export default { output: "export" };
