// grundy bench stub: the rules of an octal or hexadecimal game (take-and-break code d0.d1d2...),
// written for the benchmark from the definition of the codes. Bit 2^j of digit d_k: removing k
// tokens may leave exactly j non-empty heaps.
package org.cgsuite.core.impartial;

import java.util.ArrayList;
import java.util.List;
import scala.collection.immutable.IndexedSeq;

public class HeapRuleset {
    private final String code;
    private final int[] digits;

    public HeapRuleset(String code) {
        this.code = code;
        String[] parts = code.split("\\.", -1);
        String text = parts[0] + (parts.length > 1 ? parts[1] : "");
        digits = new int[text.length()];
        for (int k = 0; k < text.length(); k++) {
            digits[k] = Character.digit(text.charAt(k), 16);
        }
    }

    public int maxRemoval() {
        return digits.length - 1;
    }

    public int maxHeaps() {
        int most = 0;
        for (int d : digits) {
            for (int j = 0; j < 4; j++) {
                if ((d >> j & 1) != 0) most = Math.max(most, j);
            }
        }
        return most;
    }

    public static final class Options {
        private final List<IndexedSeq<org.cgsuite.core.Integer>> list;

        Options(List<IndexedSeq<org.cgsuite.core.Integer>> list) {
            this.list = list;
        }

        public List<IndexedSeq<org.cgsuite.core.Integer>> toSeq() {
            return list;
        }
    }

    public Options heapOptions(org.cgsuite.core.Integer heap) {
        int n = heap.intValue();
        List<IndexedSeq<org.cgsuite.core.Integer>> out = new ArrayList<>();
        for (int k = 0; k < digits.length && k <= n; k++) {
            int rest = n - k;
            for (int j = 0; j < 4; j++) {
                if ((digits[k] >> j & 1) == 0) continue;
                if (j == 0 && rest == 0) out.add(seq(new int[0]));
                if (j == 1 && rest >= 1) out.add(seq(new int[] {rest}));
                if (j == 2) {
                    for (int a = 1; a <= rest - a; a++) out.add(seq(new int[] {a, rest - a}));
                }
                if (j == 3) {
                    for (int a = 1; 3 * a <= rest; a++) {
                        for (int b = a; a + 2 * b <= rest; b++) {
                            out.add(seq(new int[] {a, b, rest - a - b}));
                        }
                    }
                }
            }
        }
        return new Options(out);
    }

    private static IndexedSeq<org.cgsuite.core.Integer> seq(int[] heaps) {
        List<org.cgsuite.core.Integer> items = new ArrayList<>();
        for (int h : heaps) items.add(org.cgsuite.core.Integer.apply(h));
        return new IndexedSeq<>(items);
    }

    @Override
    public String toString() {
        return code;
    }
}
