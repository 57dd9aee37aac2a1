const v8=require('node:v8');const orig=v8.deserialize;let tot=0;const cpu=()=>{const c=process.cpuUsage();return (c.user+c.system)/1000;};
v8.deserialize=function(b){const t=cpu();const r=orig.call(this,b);const d=cpu()-t;tot+=d;process.stderr.write(`deser ${(b.length/1e6).toFixed(1)}MB ${d.toFixed(0)}ms ${Object.keys(r).join(',')}\n`);return r;};
process.on('exit',()=>process.stderr.write(`total deserialize ${tot.toFixed(0)}ms\n`));
