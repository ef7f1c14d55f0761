// grundy bench stub: the benchmark never loads saved quotients (.msv files).
package org.cgsuite.core.misere.solver;

import java.io.InputStream;
import java.util.List;

public class MsvLoader {
    public String code;
    public int normalPeriod, normalPpd;
    public List<Integer> expansionHeaps;
    public Pretension pretension;

    public MsvLoader(InputStream in, boolean zip) throws java.io.IOException {
        throw new java.io.IOException("not supported in the benchmark");
    }
}
