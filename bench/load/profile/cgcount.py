import re,sys
# Sums the calls to functions matching a pattern in a callgrind out file, and the total Ir.
f=sys.argv[1]; pats=sys.argv[2:]
names={}; counts={p:0 for p in pats}; cfn=None; total=None
for line in open(f, errors='replace'):
    if line.startswith('cfn='):
        m=re.match(r'cfn=\((\d+)\)(?: (.*))?',line.strip())
        if m.group(2): names[m.group(1)]=m.group(2)
        cfn=names.get(m.group(1),'')
    elif line.startswith('fn='):
        m=re.match(r'fn=\((\d+)\)(?: (.*))?',line.strip())
        if m and m.group(2): names[m.group(1)]=m.group(2)
    elif line.startswith('calls=') and cfn is not None:
        n=int(line.split()[0][6:])
        for p in pats:
            if re.search(p,cfn): counts[p]+=n
        cfn=None
    elif line.startswith('summary:') or line.startswith('totals:'):
        total=int(line.split()[1])
print('total Ir', total)
for p,n in counts.items(): print(n, p, (total//n if n else '-'), 'Ir per call')
