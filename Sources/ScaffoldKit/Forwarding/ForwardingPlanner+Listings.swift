extension ForwardingPlanner {
    /// `listings` by selector number (`numbers[i]` is the number of `listings[i]`), each group in manifest order:
    /// counted first, so each group's array is made once at its size, and no selector's text is hashed.
    static func grouped(_ listings: [LeafListing], by numbers: [Int], count: Int) -> [[LeafListing]] {
        var sizes = [Int](repeating: 0, count: count)
        for number in numbers { sizes[number] += 1 }
        var groups = [[LeafListing]](repeating: [], count: count)
        for number in sizes.indices where sizes[number] > 0 { groups[number].reserveCapacity(sizes[number]) }
        for (listing, number) in zip(listings, numbers) { groups[number].append(listing) }
        return groups
    }
}
