import ts from '@typescript/typescript6';
import path from 'node:path';
const file = path.resolve(process.argv[2]);
const program = ts.createProgram([file], { strict: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, skipLibCheck: true, noEmit: true });
const checker = program.getTypeChecker();
const sf = program.getSourceFile(file);
ts.forEachChild(sf, function visit(node) {
  if (ts.isTypeAliasDeclaration(node) || ts.isVariableDeclaration(node)) {
    const t = checker.getTypeAtLocation(node.name);
    console.log(node.name.text, '=>', checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation));
  }
  ts.forEachChild(node, visit);
});
console.log(ts.getPreEmitDiagnostics(program).map(d => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
console.log('instantiations', program.getInstantiationCount?.());
