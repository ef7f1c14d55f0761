// grundy bench stub.
package org.cgsuite.core.impartial;

public final class TakeAndBreak {
    public static HeapRuleset apply(String code) {
        return new HeapRuleset(code);
    }
}
