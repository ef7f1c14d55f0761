// grundy's benchmark driver for Aaron Siegel's MisereSolver (CGSuite), written for this
// benchmark: it runs the solver heap by heap on an octal code and stops at a heap map periodic
// by the take-and-break criterion k * (preperiod + period) + maxRemoval + k <= heaps computed + 1
// (saltus 0; k = the most heaps a move leaves, but at least 1, see periodic()), at a heap bound,
// or at a time limit, and prints one JSON line. Progress goes to stderr. (MisereSolver itself
// has no periodicity test; this criterion is the driver's.)
// It is compiled beside MisereSolver's sources by run_misere_solver.sh; nothing of CGSuite is
// kept in this repository.
package org.cgsuite.core.misere.solver;

import java.util.List;
import org.cgsuite.core.impartial.HeapRuleset;

class TimeoutException extends RuntimeException {}

public final class Bench {
    /**
     * (preperiod, period) of the heap map if the criterion holds, else null. k is at least 1:
     * with k = maxHeaps = 0 (codes of digits 0 and 1 only, such as 0.01, whose moves leave no
     * heap) the bound was maxRemoval <= len, met before the heap map had reached the heaps that
     * still have moves; 0.01 was declared periodic at heap 1 (map 1, 1) although heap 2 is a.
     * With k = 1 every heap up to maxRemoval, the last with a move, is computed first.
     */
    static int[] periodic(List<Integer> values, int maxHeaps, int maxRemoval) {
        int len = values.size();
        int k = Math.max(maxHeaps, 1);
        for (int p = 1; p < len; p++) {
            int n0 = 0;
            for (int i = len - 1; i >= p; i--) {
                if (!values.get(i).equals(values.get(i - p))) {
                    n0 = i - p + 1;
                    break;
                }
            }
            if (k * (n0 + p) + maxRemoval + k <= len) {
                return new int[] {n0, p};
            }
        }
        return null;
    }

    public static void main(String[] args) throws Exception {
        String code = args[0];
        int maxHeap = Integer.parseInt(args[1]);
        double timeout = Double.parseDouble(args[2]);
        boolean quiet = args.length > 3 && args[3].equals("quiet");
        HeapRuleset rules = new HeapRuleset(code);
        MisereSolver solver = new MisereSolver(rules);
        int[][] found = new int[1][];
        String[] status = {"holds"};
        long start = System.nanoTime();
        Thread worker = new Thread(() -> {
            try {
                while (true) {
                    List<Integer> prefn = solver.p.prefn;
                    found[0] = periodic(prefn, rules.maxHeaps(), rules.maxRemoval());
                    if (found[0] != null) {
                        status[0] = "proven";
                        break;
                    }
                    if (prefn.size() > maxHeap) break;
                    solver.next();
                    if (!quiet) {
                        System.err.printf("heap %d: order %d, P %d, %.3f s%n",
                            solver.p.prefn.size() - 1, solver.p.quotient.size(),
                            solver.p.quotient.pPortionSize(), (System.nanoTime() - start) / 1e9);
                    }
                }
            } catch (TimeoutException e) {
                status[0] = "timeout";
            } catch (Throwable e) {
                status[0] = "error: " + e.getClass().getSimpleName();
            }
        });
        worker.start();
        worker.join((long) (timeout * 1000));
        if (worker.isAlive()) {
            worker.interrupt();
            worker.join();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Pretension p = solver.p;
        StringBuilder out = new StringBuilder();
        out.append("{\"code\":\"").append(code).append("\",\"status\":\"").append(status[0])
            .append("\",\"heaps_computed\":").append(p.prefn.size() - 1)
            .append(",\"order\":").append(p.quotient.size())
            .append(",\"p_size\":").append(p.quotient.pPortionSize())
            .append(",\"preperiod\":").append(found[0] == null ? "null" : "" + found[0][0])
            .append(",\"period\":").append(found[0] == null ? "null" : "" + found[0][1])
            .append(",\"seconds\":").append(String.format("%.4f", seconds))
            .append(",\"expansion_heaps\":").append(solver.expansionHeaps).append("}");
        System.out.println(out);
        System.exit(0);
    }
}
