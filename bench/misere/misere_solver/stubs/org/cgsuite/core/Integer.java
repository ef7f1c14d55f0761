// grundy bench stub: the one use MisereSolver makes of CGSuite's integers (a heap size).
package org.cgsuite.core;

public final class Integer {
    private final int value;

    private Integer(int value) {
        this.value = value;
    }

    public static Integer apply(int value) {
        return new Integer(value);
    }

    public int intValue() {
        return value;
    }
}
