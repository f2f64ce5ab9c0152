import * as L from '../dist/src/index.js';
import * as nts from 'numpy-ts';
await L.ready(); await L.setThreads(1);
const n = Number(process.argv[2] ?? 64);
const data = new Float64Array(n*n).map(()=>Math.random()-0.5); for (let i=0;i<n;i++) data[i*n+i]+=n;
for (let i=0;i<n;i++) for (let j=0;j<i;j++) data[i*n+j]=data[j*n+i];
const a = L.array(data,'float64').reshape([n,n]); const b = L.array(data.slice(0,n),'float64');
const rows = Array.from({length:n},(_, i)=>Array.from(data.subarray(i*n,(i+1)*n)));
const na = nts.array(rows,'float64'), nb = nts.array(Array.from(data.slice(0,n)),'float64');
const reps = 201;
const med = (f) => { for(let r=0;r<20;r++) f(); const ts=[]; for(let r=0;r<reps;r++){const s=performance.now(); f(); ts.push(performance.now()-s);} ts.sort((x,y)=>x-y); return ts[reps>>1]*1000; };
for (let round=0; round<2; round++) {
console.log('ours us: det', med(()=>L.linalg.det(a).dispose()).toFixed(1), 'solve', med(()=>L.linalg.solve(a,b).dispose()).toFixed(1), 'inv', med(()=>L.linalg.inv(a).dispose()).toFixed(1), 'chol', med(()=>L.linalg.cholesky(a).dispose()).toFixed(1), 'add', med(()=>L.add(b,b).dispose()).toFixed(1));
console.log('nts us: det', med(()=>nts.linalg.det(na)).toFixed(1), 'solve', med(()=>nts.linalg.solve(na,nb)).toFixed(1), 'inv', med(()=>nts.linalg.inv(na)).toFixed(1), 'chol', med(()=>nts.linalg.cholesky(na)).toFixed(1));
}
