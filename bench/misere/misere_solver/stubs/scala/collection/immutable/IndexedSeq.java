// grundy bench stub: an option of a heap (its heaps), as MisereSolver reads it.
package scala.collection.immutable;

public final class IndexedSeq<T> {
    private final java.util.List<T> items;

    public IndexedSeq(java.util.List<T> items) {
        this.items = items;
    }

    public int length() {
        return items.size();
    }

    public T apply(int i) {
        return items.get(i);
    }
}
