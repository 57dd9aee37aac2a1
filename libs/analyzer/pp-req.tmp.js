const Module=require('module');const orig=Module.prototype._compile;const cpu=()=>{const c=process.cpuUsage();return (c.user+c.system)/1000;};
const stack=[];const self=new Map();
Module.prototype._compile=function(content,filename){const k=filename.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/,'nm:$1').replace(/.*analyzer\/dist\//,'dist/').replace(/.*contracts.*/,'contracts');
 const t=cpu();stack.push(0);const r=orig.call(this,content,filename);const child=stack.pop();const d=cpu()-t;if(stack.length)stack[stack.length-1]+=d;self.set(k,(self.get(k)||0)+d-child);return r;};
const t=cpu();require('./dist/cli.js');console.log('total',(cpu()-t).toFixed(0));
console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>`${v.toFixed(1)} ${k}`).join('\n'));
